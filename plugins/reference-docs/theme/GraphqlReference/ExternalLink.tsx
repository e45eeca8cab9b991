import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

import type {ReferenceComponentProps as Props} from '@site/plugins/reference-docs/contract/components';

export function ExternalLink({href, linkable}: Props['ExternalLink']): ReactNode {
  return <p>{linkable ? <Link href={href}>{href}</Link> : <code>{href}</code>}</p>;
}
