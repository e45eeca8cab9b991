import {type ReactNode, useMemo} from 'react';
import {DocsVersionProvider, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import DocRoot from '@theme-init/DocRoot';
import type DocRootType from '@theme/DocRoot';
import type {WrapperProps} from '@docusaurus/types';

import {type DocRootSidebarProp, expandSidebar} from '../../contract/sidebar';

type Props = WrapperProps<typeof DocRootType> & {readonly sidebar?: DocRootSidebarProp};

/**
 * The reference-docs plugin gives each of the reference's DocRoot routes the
 * one sidebar of the pages below it, as a prop in a chunk of its own, instead
 * of every sidebar in the version's props, compacted (see contract/sidebar.ts).
 * This puts that sidebar, expanded, where the theme looks for it. Other docs
 * (the guide) pass no such prop.
 */
export default function DocRootWrapper({sidebar, ...props}: Props): ReactNode {
  const version = useDocsVersion();
  const withSidebar = useMemo(
    () =>
      sidebar === undefined
        ? version
        : {...version, docsSidebars: {...version.docsSidebars, [sidebar.name]: expandSidebar(sidebar.sidebar)}},
    [version, sidebar],
  );
  if (sidebar === undefined) return <DocRoot {...props} />;
  return (
    <DocsVersionProvider version={withSidebar}>
      <DocRoot {...props} />
    </DocsVersionProvider>
  );
}
