import type {ReactNode} from 'react';

import type {Description} from '@site/plugins/reference-docs/contract/entries';
import styles from './styles.module.css';

/** A schema description: CommonMark, rendered to HTML and made safe by the generator (generators/graphql-reference/description.ts). */
export function SchemaDescription({
  description,
  inEntry = false,
}: {
  readonly description: Description | null;
  readonly inEntry?: boolean;
}): ReactNode {
  if (description === null) return null;
  // In a list of entries the list's own rules style it (see .entries): a class per entry was a tenth of a long page.
  return <div className={inEntry ? undefined : styles.description} dangerouslySetInnerHTML={{__html: description.html}} />;
}
