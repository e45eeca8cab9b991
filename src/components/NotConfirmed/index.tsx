/**
 * The guide's one way of saying that no source confirms something: an
 * admonition with a fixed title that always links to the page explaining how
 * the docs are sourced, so every such note reads the same and leads to the
 * same explanation. Pages use it as `<NotConfirmed>…</NotConfirmed>`, without
 * an import (src/theme/MDXComponents).
 */
import Link from '@docusaurus/Link';
import Admonition from '@theme/Admonition';
import type {ReactNode} from 'react';

import {NOT_CONFIRMED_LINK_TEXT, NOT_CONFIRMED_TITLE, notConfirmedHref} from './wording';

export default function NotConfirmed({children}: {readonly children: ReactNode}): ReactNode {
  return (
    <Admonition type="info" title={NOT_CONFIRMED_TITLE} className="not-confirmed">
      {children}
      <p>
        <Link to={notConfirmedHref}>{NOT_CONFIRMED_LINK_TEXT}</Link>
      </p>
    </Admonition>
  );
}
