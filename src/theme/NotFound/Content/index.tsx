import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {PageMetadata} from '@docusaurus/theme-common';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';

import {ROUTES} from '@site/src/site/constants';

const WAYS_BACK: ReadonlyArray<{readonly label: string; readonly to: string}> = [
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
  return (
    <>
      <PageMetadata title="Page Not Found" />
      <Content {...props} />
      <nav aria-labelledby="not-found-ways-back" className="container margin-bottom--xl">
        <div className="row">
          <div className="col col--6 col--offset-3">
            <h2 id="not-found-ways-back">Where to go instead</h2>
            <ul>
              {WAYS_BACK.map(({label, to}) => (
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
