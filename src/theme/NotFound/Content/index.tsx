import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {PageMetadata} from '@docusaurus/theme-common';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';

import {ROUTES} from '@site/src/site/constants';

export interface WayBack {
  readonly label: string;
  readonly to: string;
}

/** The Tribe site's; a site config can give its own as `customFields.notFoundLinks` (the reference built alone does). */
const WAYS_BACK: readonly WayBack[] = [
  {label: 'Developers Guide', to: ROUTES.guideIndex},
  {label: 'GraphQL API reference', to: ROUTES.schema},
  {label: 'JavaScript client reference', to: ROUTES.clientReference},
  {label: 'Home page', to: ROUTES.home},
];

type Props = WrapperProps<typeof ContentType>;

/**
 * Keeps the theme's 404 text and adds links back into the site. The title is
 * set here too because below /docs the docs layout renders this content
 * without the 404 page's own title.
 */
export default function NotFoundContentWrapper(props: Props): ReactNode {
  const {customFields} = useDocusaurusContext().siteConfig;
  const waysBack = (customFields?.notFoundLinks as readonly WayBack[] | undefined) ?? WAYS_BACK;
  return (
    <>
      <PageMetadata title="Page Not Found" />
      <Content {...props} />
      <nav aria-labelledby="not-found-ways-back" className="container margin-bottom--xl">
        <div className="row">
          <div className="col col--6 col--offset-3">
            <h2 id="not-found-ways-back">Where to go instead</h2>
            <ul>
              {waysBack.map(({label, to}) => (
                <li key={to}>
                  <Link to={to}>{label}</Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </nav>
    </>
  );
}
