import {type ReactNode, useMemo} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';

import {useHighlightedHtml} from '../highlighted-code';
import styles from './styles.module.css';

/**
 * The block's lines: the build-time HTML when there is one, else the plain
 * text (a language shown as text, or a block a React page fills at run time).
 * React leaves HTML set through `dangerouslySetInnerHTML` alone while it
 * hydrates, so a long block costs the browser no work.
 */
export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const html = useHighlightedHtml(metadata.code);
  // React 19 sets innerHTML again whenever this object is a new one, even with
  // the same string, and the block re-renders after hydration (word wrap, copy
  // button): without the memo each block's HTML was parsed and laid out twice.
  const innerHtml = useMemo(() => (html === undefined ? undefined : {__html: html}), [html]);
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      // A keyboard user can scroll a wide block.
      tabIndex={0}
      className={clsx(className, 'prism-code', `language-${metadata.language}`, styles.codeBlock, 'thin-scrollbar')}
    >
      {innerHtml === undefined ? (
        <code className={styles.codeBlockLines}>{metadata.code}</code>
      ) : (
        <code className={styles.codeBlockLines} dangerouslySetInnerHTML={innerHtml} />
      )}
    </pre>
  );
}
