import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';

import type {RemovedInfo} from '@site/plugins/reference-docs/contract/entries';
import {type ItemKind, KIND_INFO} from '@site/plugins/reference-docs/contract/kinds';
import {label} from './item-label';
import styles from './styles.module.css';

export function RemovedNotice({removed, kind}: {readonly removed: RemovedInfo; readonly kind: ItemKind}): ReactNode {
  const {replacement} = removed;
  return (
    <div className={`alert alert--danger ${styles.deprecation}`} role="note">
      {/* The page stays for old links and bookmarks. Search engines, the sitemap and the site's search leave it out. */}
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <p>
        <strong>No longer in the API.</strong> This {KIND_INFO[kind].singular.toLowerCase()} is in the {removed.snapshot} (
        <code>{removed.origin}</code>) but not in the schema this reference documents. The definition below is the last one known; requests
        that use it are likely to fail.
      </p>
      {replacement !== null && (
        <p>
          Use{' '}
          <Link to={replacement.route}>
            <code>{label(replacement)}</code>
          </Link>{' '}
          {KIND_INFO[replacement.kind].singular.toLowerCase()} instead. {removed.replacementReason}
        </p>
      )}
    </div>
  );
}
