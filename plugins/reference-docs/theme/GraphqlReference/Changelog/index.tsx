/**
 * The changelog page of a reference: which two snapshots it compares, a summary
 * table, then every change grouped by how risky it is for existing clients and
 * by what happened. Messages, coordinates, labels and origins are schema or
 * configuration text: rendered as plain text only, never as markup.
 */
import type {ReactNode} from 'react';

import {CRITICALITIES} from '@site/plugins/reference-docs/contract/changelog';
import type {ReferenceComponentProps} from '@site/plugins/reference-docs/contract/components';
import {Intro} from './ChangelogIntro';
import {Section} from './ChangelogSection';
import {Summary} from './ChangelogSummary';

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
