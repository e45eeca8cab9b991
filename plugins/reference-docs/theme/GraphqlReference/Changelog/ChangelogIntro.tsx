import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

import type {ReferenceComponentProps} from '@site/plugins/reference-docs/contract/components';
import styles from './Changelog.module.css';

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

export function Intro({
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
