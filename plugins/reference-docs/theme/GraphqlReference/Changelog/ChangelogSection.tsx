import type {ReactNode} from 'react';
import Heading from '@theme/Heading';

import StaticIsland from '@site/src/components/StaticIsland';

import {CATEGORIES, type ChangelogEntry, type Criticality} from '@site/plugins/reference-docs/contract/changelog';
import {Entry} from './ChangelogEntry';
import {CATEGORY_TITLES, CRITICALITY_INFO, groupId, sectionId} from './labels';
import styles from './Changelog.module.css';

export function Section({
  criticality,
  entries,
}: {
  readonly criticality: Criticality;
  readonly entries: readonly ChangelogEntry[];
}): ReactNode {
  const info = CRITICALITY_INFO[criticality];
  return (
    <section>
      <Heading as="h2" id={sectionId(criticality)}>
        {info.title} ({entries.length})
      </Heading>
      <p>{info.help}</p>
      {CATEGORIES.map((category) => {
        const group = entries.filter((entry) => entry.category === category);
        if (group.length === 0) return null;
        return (
          <section key={category}>
            <Heading as="h3" id={groupId(criticality, category)}>
              {CATEGORY_TITLES[category]} ({group.length})
            </Heading>
            {/* Hundreds of entries and links that never change: server HTML, not hydrated. */}
            <StaticIsland as="ul" className={styles.entries}>
              {group.map((entry, position) => (
                <Entry key={`${position}:${entry.changeType}:${entry.coordinate ?? ''}`} entry={entry} />
              ))}
            </StaticIsland>
          </section>
        );
      })}
    </section>
  );
}
