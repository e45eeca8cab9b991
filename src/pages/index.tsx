import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

import {EXTERNAL_URLS, GRAPHQL_ENDPOINT, ROUTES, SITE_TAGLINE, SITE_TITLE} from '@site/src/site/constants';
import styles from './index.module.css';

interface EntryCard {
  readonly title: string;
  readonly description: string;
  readonly to: string;
  readonly cta: string;
}

const ENTRY_CARDS: readonly EntryCard[] = [
  {
    title: 'Developers Guide',
    description:
      'What you can build, how tokens work, and where each part of the guide is: apps, the JavaScript client, the React SDK, single sign-on, a tutorial and webhooks.',
    to: ROUTES.guideIndex,
    cta: 'Read the guide',
  },
  {
    title: 'GraphQL API reference',
    description: `One endpoint, ${GRAPHQL_ENDPOINT}, for every query and mutation. Start with the endpoint, a first request and how the reference is organised.`,
    to: ROUTES.schema,
    cta: 'Explore the API',
  },
  {
    title: 'JavaScript client',
    description:
      'The @tribeplatform/gql-client package wraps the API in typed methods, and generates app tokens for you. Every method links to the GraphQL operation it sends.',
    to: ROUTES.clientReference,
    cta: 'Browse the client',
  },
  {
    title: 'Developers Portal',
    description: 'Create your app, find its client id, client secret and signing secret, and publish it to communities.',
    to: EXTERNAL_URLS.developersPortal,
    cta: 'Open the portal',
  },
];

function Hero(): ReactNode {
  return (
    <header className={styles.hero}>
      <div className="container">
        <Heading as="h1" className={styles.heroTitle}>
          {SITE_TITLE}
        </Heading>
        <p className={styles.heroTagline}>{SITE_TAGLINE}</p>
        <div className={styles.heroActions}>
          <Link className="button button--primary button--lg" to={ROUTES.guideIndex}>
            Get started
          </Link>
          <Link className="button button--secondary button--lg" to={ROUTES.schema}>
            GraphQL API
          </Link>
        </div>
      </div>
    </header>
  );
}

function EntryCards(): ReactNode {
  return (
    <section className="container margin-vert--xl" aria-labelledby="home-sections">
      <Heading as="h2" id="home-sections" className="margin-bottom--lg">
        Where to start
      </Heading>
      <ul className={styles.cards}>
        {ENTRY_CARDS.map((card) => (
          <li key={card.title} className={styles.card}>
            <Heading as="h3">{card.title}</Heading>
            <p>{card.description}</p>
            <Link to={card.to} className={styles.cardLink}>
              {card.cta}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

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
