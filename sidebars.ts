import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const sidebars: SidebarsConfig = {
  guide: [{type: 'doc', id: 'guide/index', label: 'Overview'}],
  reference: [{type: 'doc', id: 'schema', label: 'GraphQL API'}],
};

export default sidebars;
