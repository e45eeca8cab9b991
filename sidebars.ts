import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

import {GUIDE_PARTS} from './src/site/constants';

type GuideItem =
  string | {type: 'doc'; id: string; label: string} | {type: 'category'; label: string; collapsed: boolean; items: GuideItem[]};

function category(label: string, items: GuideItem[]): GuideItem {
  return {type: 'category', label, collapsed: true, items};
}

/** The guide in the order a partner needs it: basics, apps, the client and SDK, sign-on, the tutorial, webhooks. */
const guide: GuideItem[] = [
  {type: 'doc', id: 'guide/index', label: 'Overview'},
  category(GUIDE_PARTS.graphql, [
    'guide/graphql/getting-started',
    'guide/graphql/making-queries',
    'guide/graphql/mutation',
    'guide/graphql/variables',
    'guide/graphql/errors',
    'guide/graphql/rate-limits',
    category('Authentication', ['guide/graphql/authentication/access-token', 'guide/graphql/authentication/tribe-access-token']),
  ]),
  category(GUIDE_PARTS.apps, [
    'guide/apps/getting-started',
    'guide/apps/app-credentials',
    'guide/apps/api-request',
    'guide/apps/custom-scripts',
    'guide/apps/test-and-publish',
  ]),
  category(GUIDE_PARTS['javascript-client'], [
    'guide/javascript-client/getting-started',
    'guide/javascript-client/generating-access-token',
  ]),
  category(GUIDE_PARTS['react-sdk'], ['guide/react-sdk/getting-started']),
  category(GUIDE_PARTS['single-sign-on'], [
    'guide/single-sign-on/what-is-single-sign-on',
    'guide/single-sign-on/jwt-sso',
    'guide/single-sign-on/oauth2-sso',
  ]),
  category(GUIDE_PARTS.tutorial, [
    'guide/tutorial/getting-started',
    'guide/tutorial/members',
    'guide/tutorial/spaces',
    'guide/tutorial/space-members',
    'guide/tutorial/create-member',
    'guide/tutorial/create-space',
    'guide/tutorial/create-post',
    'guide/tutorial/read-posts',
    'guide/tutorial/invite-members',
    'guide/tutorial/upload-images',
    'guide/tutorial/upload-files',
  ]),
  category(GUIDE_PARTS.webhooks, [
    'guide/webhooks/getting-started',
    'guide/webhooks/events-list',
    'guide/webhooks/collection-webhooks',
    'guide/webhooks/member-webhooks',
    'guide/webhooks/network-webhooks',
    'guide/webhooks/post-webhooks',
    'guide/webhooks/space-webhooks',
    'guide/webhooks/tag-webhooks',
  ]),
  'guide/how-these-docs-are-sourced',
];

const sidebars: SidebarsConfig = {
  guide,
  reference: [{type: 'doc', id: 'schema', label: 'GraphQL API'}],
};

export default sidebars;
