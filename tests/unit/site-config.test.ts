import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {FOOTER_GROUPS, NAVBAR_LINKS, ROUTES, SITE_TITLE, TITLE_DELIMITER} from '../../src/site/constants';

describe('site constants', () => {
  it('name the site and join titles with " | "', () => {
    assert.equal(SITE_TITLE, 'Tribe Partners');
    assert.equal(TITLE_DELIMITER, '|');
  });

  it('list the navbar links in the required order', () => {
    assert.deepEqual(
      NAVBAR_LINKS.map((link) => link.label),
      ['Developers Guide', 'Community', 'Partners', 'Developers Portal'],
    );
    assert.equal(NAVBAR_LINKS[0]?.to, ROUTES.guideIndex);
    assert.equal(NAVBAR_LINKS[1]?.href, 'https://community.tribe.so');
    assert.equal(NAVBAR_LINKS[3]?.href, 'https://partners.tribe.so/portal/');
  });

  it('list the footer groups in the required order, each with real links', () => {
    assert.deepEqual(
      FOOTER_GROUPS.map((group) => group.title),
      ['Docs', 'Follow Us', 'Resources', 'Company'],
    );
    for (const group of FOOTER_GROUPS) {
      assert.ok(group.items.length > 0, group.title);
      for (const item of group.items) {
        const target = item.href ?? item.to ?? '';
        assert.match(target, /^(https:\/\/|\/)/, `${group.title} › ${item.label}`);
      }
    }
  });
});
