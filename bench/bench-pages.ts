/** One page of each template: what the page benchmarks measure. */
export const BENCH_PAGES: readonly {readonly name: string; readonly path: string}[] = [
  {name: 'home', path: '/'},
  {name: 'guide', path: '/docs/guide/index'},
  {name: 'guide with a diagram', path: '/docs/guide/webhooks/getting-started'},
  {name: 'GraphQL object', path: '/docs/graphql/objects/post'},
  {name: 'GraphQL mutation', path: '/docs/graphql/mutations/create-post'},
  {name: 'GraphQL overview', path: '/docs/graphql/schema'},
  {name: 'client class', path: '/docs/gql-client/classes/App'},
  // The page every unknown path gets. Lighthouse will not measure a response with status 404, so it is fetched by its file name.
  {name: '404', path: '/404.html'},
];
