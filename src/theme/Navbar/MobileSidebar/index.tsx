import {type ReactNode, useState} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';

/**
 * The phone's menu is built the first time it opens. theme-classic builds it
 * with the page, on every phone: the navbar's links and a second copy of the
 * docs sidebar, mounted in the updates that follow hydration, which was the
 * longest task of a reference page's start on a phone. A reader who never
 * opens the menu never pays for it; once built, it stays.
 */
export default function MobileSidebarWrapper(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [built, setBuilt] = useState(shown);
  // State derived during render: the menu is built in the render that opens it.
  if (shown && !built) setBuilt(true);
  return built ? <MobileSidebar /> : null;
}
