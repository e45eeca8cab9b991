import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';

import {withoutPageList} from '../../src/plugins/reference-docs/index';

describe('reference docs plugin', () => {
  it('keeps only the main page in the global page list, and everything else as it was', () => {
    const data = {
      path: '/docs/graphql',
      breadcrumbs: true,
      versions: [
        {
          name: 'current',
          label: 'Next',
          isLast: true,
          path: '/docs/graphql',
          mainDocId: 'schema',
          draftIds: [],
          sidebars: {reference: {link: {path: '/docs/graphql/schema', label: 'Overview'}}},
          docs: [
            {id: 'objects/post', path: '/docs/graphql/objects/post', sidebar: 'reference'},
            {id: 'schema', path: '/docs/graphql/schema', sidebar: 'reference'},
            {id: 'queries/member', path: '/docs/graphql/queries/member', sidebar: 'reference'},
          ],
        },
      ],
    } as unknown as GlobalPluginData;
    const trimmed = withoutPageList(data);
    assert.deepEqual(trimmed.versions[0]?.docs, [{id: 'schema', path: '/docs/graphql/schema', sidebar: 'reference'}]);
    assert.deepEqual({...trimmed, versions: []}, {...data, versions: []});
    assert.deepEqual(trimmed.versions[0]?.sidebars, data.versions[0]?.sidebars);
  });
});
