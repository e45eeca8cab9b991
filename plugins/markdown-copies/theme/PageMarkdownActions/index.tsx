/**
 * The page's Markdown copy (plugins/markdown-copies), for readers who
 * paste docs into an editor or an assistant: a button that copies it and a
 * link that opens it. The copying code is loaded on the first click only.
 */
import {type ReactNode, useState} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

import {markdownPathOf} from '../../client/markdown-path';

import styles from './styles.module.css';

type CopyState = 'idle' | 'copying' | 'copied' | 'failed';

const STATUS: Readonly<Record<CopyState, string>> = {
  idle: '',
  copying: 'Copying…',
  copied: 'Copied the page as Markdown.',
  failed: 'Could not copy. Open the Markdown instead.',
};

export default function PageMarkdownActions(): ReactNode {
  const {metadata} = useDoc();
  const markdownUrl = markdownPathOf(metadata.permalink);
  const [state, setState] = useState<CopyState>('idle');

  const copy = async () => {
    setState('copying');
    try {
      const {copyMarkdown} = await import('./copy-markdown');
      await copyMarkdown(markdownUrl);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    // Left out of search: the same two actions on every page.
    <div className={styles.actions} data-pagefind-ignore>
      <button type="button" className={styles.action} onClick={() => void copy()} disabled={state === 'copying'}>
        Copy page as Markdown
      </button>
      <a className={styles.action} href={markdownUrl}>
        View as Markdown
      </a>
      <span className={styles.status} role="status">
        {STATUS[state]}
      </span>
    </div>
  );
}
