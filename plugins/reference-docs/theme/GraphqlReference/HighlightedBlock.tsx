import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';

import {codeOfHtml} from '@site/plugins/code-highlighting/theme/CodeBlock/highlighted-code';

/** A block the generator highlighted: its HTML carries the code too. */
export function HighlightedBlock({
  language,
  title,
  html,
}: {
  readonly language: string;
  readonly title: string;
  readonly html: string;
}): ReactNode {
  return (
    <CodeBlock language={language} title={title} highlighted={html}>
      {codeOfHtml(html)}
    </CodeBlock>
  );
}
