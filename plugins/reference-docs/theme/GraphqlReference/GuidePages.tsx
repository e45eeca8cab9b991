import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

import type {ReferenceComponentProps as Props} from '@site/plugins/reference-docs/contract/components';

/** Guide pages whose samples use this item: links, left out of search, where the pages themselves are found. */
export function GuidePages({pages}: Props['GuidePages']): ReactNode {
  return (
    <ul data-pagefind-ignore>
      {pages.map((page) => (
        <li key={page.route}>
          <Link to={page.route}>{page.title}</Link>
        </li>
      ))}
    </ul>
  );
}
