/**
 * A sidebar entry that re-renders only when a navigation concerns it.
 *
 * Every entry gets the sidebar's active path, so each navigation re-rendered
 * the whole sidebar (the objects sidebar has some 500 components) to move
 * one highlight. An entry's output depends on the active path only through
 * whether that path is inside it (a link's highlight, a category's
 * expansion and the visibility of its unlisted children), so an entry that
 * contains neither the old nor the new active path keeps its last render.
 */
import {memo, type ReactNode} from 'react';
import {isActiveSidebarItem} from '@docusaurus/plugin-content-docs/client';
import DocSidebarItem from '@theme-original/DocSidebarItem';
import type DocSidebarItemType from '@theme/DocSidebarItem';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof DocSidebarItemType>;

function unaffectedByNavigation(previous: Props, next: Props): boolean {
  const {activePath: previousPath, ...previousRest} = previous;
  const {activePath: nextPath, ...nextRest} = next;
  const keys = Object.keys(nextRest) as (keyof typeof nextRest)[];
  if (keys.length !== Object.keys(previousRest).length || keys.some((key) => previousRest[key] !== nextRest[key])) return false;
  return previousPath === nextPath || (!isActiveSidebarItem(next.item, previousPath) && !isActiveSidebarItem(next.item, nextPath));
}

function DocSidebarItemWrapper(props: Props): ReactNode {
  return <DocSidebarItem {...props} />;
}

export default memo(DocSidebarItemWrapper, unaffectedByNavigation);
