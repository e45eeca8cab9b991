import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {islandsInHtml} from '../../src/components/StaticIsland/server-html';

describe('islandsInHtml', () => {
  it('returns the children of each island, in document order', () => {
    const html = [
      '<main><h2 id="fields">Fields</h2>',
      '<ul class="entries" data-static-island=""><li id="field-a"><code>a</code></li><li>b</li></ul>',
      '<p>between</p><ul><li>not an island</li></ul>',
      '<table class="itemTable" data-static-island=""><thead><tr><th>Name</th></tr></thead><tbody><tr><td>x</td></tr></tbody></table>',
      '</main>',
    ].join('');
    assert.deepEqual(islandsInHtml(html), [
      '<li id="field-a"><code>a</code></li><li>b</li>',
      '<thead><tr><th>Name</th></tr></thead><tbody><tr><td>x</td></tr></tbody>',
    ]);
  });

  it('finds the closing tag of an island that holds lists of its own', () => {
    const inner = '<li>field<ul class="args"><li>first<ul><li>deep</li></ul></li></ul></li><li>next</li>';
    assert.deepEqual(islandsInHtml(`<ul data-static-island="" class="entries">${inner}</ul><ul><li>after</li></ul>`), [inner]);
  });

  it('keeps an empty island as an empty string', () => {
    assert.deepEqual(islandsInHtml('<div data-static-island=""></div>'), ['']);
  });

  it('does not take an attribute that only starts like the marker, or the marker in text', () => {
    assert.deepEqual(islandsInHtml('<ul data-static-island-x=""><li>a</li></ul><p>data-static-island=""</p>'), []);
  });

  it('returns null for an island that is never closed', () => {
    assert.equal(islandsInHtml('<ul data-static-island=""><li>a</li><ul><li>b</li></ul>'), null);
  });

  it('returns no islands for a page without any', () => {
    assert.deepEqual(islandsInHtml('<!doctype html><html><body><p>guide</p></body></html>'), []);
  });
});
