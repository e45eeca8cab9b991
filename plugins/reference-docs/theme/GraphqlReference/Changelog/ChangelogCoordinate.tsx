import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

import type {ChangelogEntry} from '@site/plugins/reference-docs/contract/changelog';

export function Coordinate({entry}: {readonly entry: ChangelogEntry}): ReactNode {
  if (entry.coordinate === null) return null;
  const code = <code>{entry.coordinate}</code>;
  return entry.route === null ? code : <Link to={entry.route}>{code}</Link>;
}
