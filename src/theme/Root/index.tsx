/**
 * Wraps the whole app (Docusaurus renders `@theme/Root` around every page and
 * keeps it across navigations) to add the notice that survives a page change.
 */
import type {ReactNode} from 'react';

import NewVersionNotice from '../../components/NewVersionNotice';

export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <>
      {children}
      <NewVersionNotice />
    </>
  );
}
