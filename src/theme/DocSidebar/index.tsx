/**
 * The docs sidebar, rendered for desktop on every screen: on a phone CSS hides
 * its container, and the phone's menu is added once the window size is known.
 * Upstream renders the desktop sidebar on the server and removes it after
 * hydration on a phone, a long task for the reference's sidebars of some 500
 * entries.
 */
import type {ReactNode} from 'react';
import {useWindowSize} from '@docusaurus/theme-common';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type {Props} from '@theme/DocSidebar';

export default function DocSidebar(props: Props): ReactNode {
  const onPhone = useWindowSize() === 'mobile';
  return (
    <>
      <DocSidebarDesktop {...props} />
      {onPhone && <DocSidebarMobile {...props} />}
    </>
  );
}
