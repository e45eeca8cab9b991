/**
 * The changelog page of a reference: which two snapshots it compares, a summary
 * table, then every change grouped by how risky it is for existing clients and
 * by what happened. Messages, coordinates, labels and origins are schema or
 * configuration text: rendered as plain text only, never as markup.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import StaticIsland from '@site/src/components/StaticIsland';

import {
  CATEGORIES,
  type Category,
  type ChangelogEntry,
  CRITICALITIES,
  type Criticality,
} from '@site/plugins/reference-docs/contract/changelog';
import type {ReferenceComponentProps} from '@site/plugins/reference-docs/contract/components';
import styles from './Changelog.module.css';

const CRITICALITY_INFO: Readonly<
  Record<Criticality, {readonly label: string; readonly title: string; readonly help: string; readonly badge: string}>
> = {
  breaking: {
    label: 'Breaking',
    title: 'Breaking changes',
    help: 'Requests that worked against the older snapshot can fail now.',
    badge: clsx('badge', 'badge--danger', styles.breakingBadge),
  },
  dangerous: {
    label: 'Dangerous',
    title: 'Dangerous changes',
    help: 'Requests still validate, but answers or behaviour can differ from what a client expects.',
    badge: clsx('badge', 'badge--warning', styles.dangerousBadge),
  },
  safe: {
    label: 'Safe',
    title: 'Safe changes',
    help: 'Existing requests keep working.',
    badge: clsx('badge', 'badge--success', styles.safeBadge),
  },
};

const CATEGORY_TITLES: Readonly<Record<Category, string>> = {
  removed: 'Removed',
  changed: 'Changed',
  added: 'Added',
  deprecated: 'Deprecated',
};

/** Stable heading ids, so links to a section survive regeneration and the anchor checker knows them. */
const sectionId = (criticality: Criticality): string => `${criticality}-changes`;
const groupId = (criticality: Criticality, category: Category): string => `${criticality}-changes-${category}`;

function Coordinate({entry}: {readonly entry: ChangelogEntry}): ReactNode {
  if (entry.coordinate === null) return null;
  const code = <code>{entry.coordinate}</code>;
  return entry.route === null ? code : <Link to={entry.route}>{code}</Link>;
}

function Entry({entry}: {readonly entry: ChangelogEntry}): ReactNode {
  return (
    <li className={styles.entry}>
      <Coordinate entry={entry} />
      {entry.coordinate !== null && ': '}
      {entry.message}
    </li>
  );
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

function Intro({
  changelog,
  referenceRoute,
}: {
  readonly changelog: ReferenceComponentProps['Changelog']['changelog'];
  readonly referenceRoute: string;
}): ReactNode {
  const {from, to, counts} = changelog;
  const notes: string[] = [];
  if (counts.omitted.descriptionChanges > 0) {
    notes.push(`${plural(counts.omitted.descriptionChanges, 'change', 'changes')} to descriptions only are not listed.`);
  }
  if (counts.omitted.membersOfAddedItems > 0) {
    notes.push(
      `${plural(counts.omitted.membersOfAddedItems, 'field, value or argument', 'fields, values and arguments')} of new types and fields are not listed one by one: their pages show them.`,
    );
  }
  return (
    <>
      <p>
        What changed in the schema from the {from.label} (<code className={styles.origin}>{from.origin}</code>) to the {to.label} (
        <code className={styles.origin}>{to.origin}</code>), which the <Link to={referenceRoute}>reference</Link> documents. The list is
        computed when the site is built.
      </p>
      {counts.total === 0 ? (
        <p className={styles.noChanges}>
          <strong>No changes.</strong> The two snapshots define the same schema
          {counts.descriptionChanges > 0 ? ', apart from the wording of descriptions.' : '.'}
        </p>
      ) : (
        <p>
          {plural(counts.total, 'change', 'changes')}: {counts.byCriticality.breaking} breaking, {counts.byCriticality.dangerous} dangerous,{' '}
          {counts.byCriticality.safe} safe; {plural(counts.deprecations, 'item', 'items')} newly deprecated.
          {notes.length > 0 && ` ${notes.join(' ')}`}
        </p>
      )}
    </>
  );
}

function Summary({changelog}: {readonly changelog: ReferenceComponentProps['Changelog']['changelog']}): ReactNode {
  const {counts} = changelog;
  return (
    <table className={styles.summary}>
      <caption>Changes by what happened and by criticality</caption>
      <thead>
        <tr>
          <th scope="col">Change</th>
          {CRITICALITIES.map((criticality) => (
            <th scope="col" key={criticality}>
              <span className={CRITICALITY_INFO[criticality].badge}>{CRITICALITY_INFO[criticality].label}</span>
            </th>
          ))}
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {CATEGORIES.map((category) => (
          <tr key={category}>
            <th scope="row">{CATEGORY_TITLES[category]}</th>
            {CRITICALITIES.map((criticality) => (
              <td key={criticality}>{counts.byCategory[category][criticality]}</td>
            ))}
            <td>{counts.byCategory[category].total}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          {CRITICALITIES.map((criticality) => (
            <td key={criticality}>{counts.byCriticality[criticality]}</td>
          ))}
          <td>{counts.total}</td>
        </tr>
      </tfoot>
    </table>
  );
}

function Section({criticality, entries}: {readonly criticality: Criticality; readonly entries: readonly ChangelogEntry[]}): ReactNode {
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

export default function Changelog({changelog, referenceRoute}: ReferenceComponentProps['Changelog']): ReactNode {
  return (
    <>
      <Intro changelog={changelog} referenceRoute={referenceRoute} />
      {changelog.counts.total > 0 && (
        <>
          <Summary changelog={changelog} />
          {CRITICALITIES.map((criticality) => {
            const entries = changelog.entries.filter((entry) => entry.criticality === criticality);
            return entries.length === 0 ? null : <Section key={criticality} criticality={criticality} entries={entries} />;
          })}
        </>
      )}
    </>
  );
}
