import type {ReactNode} from 'react';
import Layout from '@theme/Layout';

import EntryCards from '@site/src/components/HomeEntryCards';
import Hero from '@site/src/components/HomeHero';
import {SITE_TAGLINE} from '@site/src/site/constants';

export default function Home(): ReactNode {
  return (
    <Layout description={SITE_TAGLINE}>
      <Hero />
      <main>
        <EntryCards />
      </main>
    </Layout>
  );
}
