import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const sidebars: SidebarsConfig = {
  guide: [
    {type: 'doc', id: 'guide/index', label: 'Overview'},
    {type: 'category', label: 'React SDK', collapsed: false, items: ['guide/react-sdk/getting-started']},
  ],
  reference: [{type: 'doc', id: 'schema', label: 'GraphQL API'}],
};

export default sidebars;
