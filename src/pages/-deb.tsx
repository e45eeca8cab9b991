import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import type {PluginVersionInformation} from '@docusaurus/types';

function describeVersion(info: PluginVersionInformation): string {
  switch (info.type) {
    case 'package':
      return info.version ?? 'unknown';
    case 'project':
      return 'this project';
    case 'local':
      return 'local plugin';
    case 'synthetic':
      return 'built in';
  }
}

/**
 * A read-only view of the configuration this build was made with, for the docs
 * team. It is kept out of the sitemap and of search engines.
 */
export default function SiteConfigPage(): ReactNode {
  const {siteConfig, siteMetadata} = useDocusaurusContext();
  const plugins = Object.entries(siteMetadata.pluginVersions).sort(([a], [b]) => a.localeCompare(b));

  return (
    <Layout title="Site configuration" description="The resolved configuration of this build.">
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">Site configuration</Heading>
        <p>
          Docusaurus {siteMetadata.docusaurusVersion}
          {siteMetadata.siteVersion === undefined ? '' : `, site version ${siteMetadata.siteVersion}`}.
        </p>

        <Heading as="h2" id="plugins">
          Plugins
        </Heading>
        <table>
          <thead>
            <tr>
              <th scope="col">Plugin</th>
              <th scope="col">Version</th>
            </tr>
          </thead>
          <tbody>
            {plugins.map(([name, info]) => (
              <tr key={name}>
                <td>
                  <code>{name}</code>
                </td>
                <td>{describeVersion(info)}</td>
              </tr>
            ))}
          </tbody>
        </table>

        <Heading as="h2" id="resolved-site-config">
          Resolved site config
        </Heading>
        <CodeBlock language="json" title="docusaurus.config.ts, resolved">
          {JSON.stringify(siteConfig, null, 2)}
        </CodeBlock>
      </main>
    </Layout>
  );
}
