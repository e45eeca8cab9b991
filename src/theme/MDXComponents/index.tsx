/**
 * Wrap of the MDX component map: guide pages show every API call as tabs
 * (GraphQL, cURL, JavaScript client), so Tabs and TabItem are available on
 * every page without an import line each time. Diagram is what the diagrams
 * remark plugin writes for each ```mermaid block, CodeBlock what the
 * code-highlighting one writes for each highlighted fence. NotConfirmed is
 * the guide's note for what no source confirms.
 */
import MDXComponents from '@theme-original/MDXComponents';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';

import Diagram from '@site/plugins/diagrams/theme/Diagram';
import NotConfirmed from '@site/src/components/NotConfirmed';

export default {...MDXComponents, Tabs, TabItem, Diagram, CodeBlock, NotConfirmed};
