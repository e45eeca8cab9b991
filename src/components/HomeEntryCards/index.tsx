/** The home page's "Where to start" cards: the guide, the GraphQL reference, the JavaScript client and the Developers Portal. */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import {EXTERNAL_URLS, GRAPHQL_ENDPOINT, ROUTES} from '@site/src/site/constants';
import styles from './styles.module.css';

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

export default function EntryCards(): ReactNode {
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
