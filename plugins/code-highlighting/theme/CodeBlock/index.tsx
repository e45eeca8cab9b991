import {Children, type ReactNode, isValidElement, useMemo} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

import {HighlightedCodeContext, codeOfHtml} from './highlighted-code';

declare module '@theme/CodeBlock' {
  export interface Props {
    /**
     * The code as HTML with token classes, from plugins/code-highlighting.
     * The HTML carries the text, so `children` can be left out.
     */
    readonly highlighted?: string;
  }
}

/** Plain strings become one string (copyable); anything else is left as it is. */
function stringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * Replaces theme-classic's CodeBlock, which highlights in the browser and
 * renders every block a second time after hydration to switch the Prism
 * theme's inline colours. Here the HTML comes highlighted from the build
 * and the colours come from CSS for both modes, so hydration keeps the
 * server's markup as it is.
 */
export default function CodeBlock({children: rawChildren, highlighted, ...props}: Props): ReactNode {
  const children = rawChildren === undefined && highlighted !== undefined ? codeOfHtml(highlighted) : stringifyChildren(rawChildren);
  const context = useMemo(
    () => (typeof children === 'string' && highlighted !== undefined ? {code: children, html: highlighted} : undefined),
    [children, highlighted],
  );
  if (typeof children !== 'string') return <ElementContent {...props}>{children}</ElementContent>;
  return (
    <HighlightedCodeContext.Provider value={context}>
      <StringContent {...props}>{children}</StringContent>
    </HighlightedCodeContext.Provider>
  );
}
