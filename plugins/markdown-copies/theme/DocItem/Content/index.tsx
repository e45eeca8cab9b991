import type {ReactNode} from 'react';
import Content from '@theme-init/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';

import PageMarkdownActions from '@site/plugins/markdown-copies/theme/PageMarkdownActions';

type Props = WrapperProps<typeof ContentType>;

/** Adds "Copy page as Markdown" and "View as Markdown" above every docs page (plugins/markdown-copies writes the copies). */
export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMarkdownActions />
      <Content {...props} />
    </>
  );
}
