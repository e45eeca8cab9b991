import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {stripIndexHtml} from '../../src/client/strip-index-html';

describe('stripIndexHtml', () => {
  it('removes a trailing /index.html', () => {
    assert.equal(stripIndexHtml('/docs/schema/index.html'), '/docs/schema');
    assert.equal(stripIndexHtml('/docs/guide/index/index.html'), '/docs/guide/index');
  });

  it('turns the root index.html into /', () => {
    assert.equal(stripIndexHtml('/index.html'), '/');
  });

  it('leaves every other path alone', () => {
    for (const pathname of ['/', '/docs', '/docs/guide/index', '/docs/index.htm', '/my-index.html']) {
      assert.equal(stripIndexHtml(pathname), pathname);
    }
  });
});
