import type {ReactNode} from 'react';
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
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      // A keyboard user can scroll a wide block.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={clsx(className, 'prism-code', `language-${metadata.language}`, styles.codeBlock, 'thin-scrollbar')}>
      {html === undefined ? (
        <code className={styles.codeBlockLines}>{metadata.code}</code>
      ) : (
        <code className={styles.codeBlockLines} dangerouslySetInnerHTML={{__html: html}} />
      )}
    </pre>
  );
}
