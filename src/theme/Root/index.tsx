/**
 * Wraps the whole app (Docusaurus renders `@theme/Root` around every page and
 * keeps it across navigations) to add the notice that survives a page change,
 * and to start loading each page the moment the address changes.
 */
import {type ReactNode, useEffect} from 'react';

import {useHistory} from '@docusaurus/router';

import NewVersionNotice from '../../components/NewVersionNotice';

/**
 * Every navigation (a link, a static list, a search result, Back) requests the
 * new page's scripts as the address changes. Docusaurus's own load starts in
 * `PendingNavigation`, only once React has rendered the router's update: 60 ms
 * later at 4× CPU slowdown. On slow connections `prefetch` declines, and that
 * later load still happens.
 */
function useLoadPageOnNavigation(): void {
  const history = useHistory();
  useEffect(
    () =>
      history.listen((location) => {
        // A failure here is the navigation's to report.
        void window.docusaurus.prefetch(location.pathname);
      }),
    [history],
  );
}

export default function Root({children}: {children: ReactNode}): ReactNode {
  useLoadPageOnNavigation();
  return (
    <>
      {children}
      <NewVersionNotice />
    </>
  );
}
