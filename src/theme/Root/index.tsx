/**
 * Wraps the whole app (Docusaurus renders `@theme/Root` around every page and
 * keeps it across navigations) to add the notice of a page that failed to
 * load, which must outlive the page it appears on.
 */
import type {ReactNode} from 'react';

import NavigationNotice from '../../components/NavigationNotice';

export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <>
      {children}
      <NavigationNotice />
    </>
  );
}
