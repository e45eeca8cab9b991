/** The home page's banner: the site's title, its tagline and the two ways in. */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import {ROUTES, SITE_TAGLINE, SITE_TITLE} from '@site/src/site/constants';
import styles from './styles.module.css';

export default function Hero(): ReactNode {
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
