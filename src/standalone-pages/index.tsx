/**
 * The root of a reference built alone (`npm run build:reference`): it has no
 * home page of its own, so the address leads to the reference's overview, at
 * once in the app and through the page's HTML (a refresh, and a link that
 * works without JavaScript).
 */
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {Redirect} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Layout from '@theme/Layout';

import {ROUTES} from '@site/src/site/constants';

export default function StandaloneReferenceRoot(): ReactNode {
  const overview = useBaseUrl(ROUTES.networkReference);
  return (
    <Layout title="Reference" noFooter>
      <Head>
        <meta httpEquiv="refresh" content={`0; url=${overview}`} />
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--xl">
        <p>
          The reference starts at its <Link to={ROUTES.networkReference}>overview</Link>.
        </p>
      </main>
      <Redirect to={ROUTES.networkReference} />
    </Layout>
  );
}
