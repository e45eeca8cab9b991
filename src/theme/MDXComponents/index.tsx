/**
 * Wrap of the MDX component map: guide pages show every API call as tabs
 * (GraphQL, cURL, JavaScript client), so Tabs and TabItem are available on
 * every page without an import line each time.
 */
import MDXComponents from '@theme-original/MDXComponents';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';

export default {...MDXComponents, Tabs, TabItem};
