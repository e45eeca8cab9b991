import assert from 'node:assert/strict';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {describe, it} from 'node:test';

import {FOOTER_GROUPS, NAVBAR_LINKS, PROGRESS_BAR_DELAY_MS, ROUTES, SITE_TITLE, TITLE_DELIMITER} from '../../src/site/constants';
import {SITE_DIR} from '../../src/site/paths';

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

describe('theme patches', () => {
  it('delay the progress bar by the documented constant, and are installed', async () => {
    const patch = await readFile(path.join(SITE_DIR, 'patches/@docusaurus+theme-classic+3.10.2.patch'), 'utf8');
    assert.match(patch, new RegExp(`^\\+const delay = ${PROGRESS_BAR_DELAY_MS};$`, 'm'));
    const installed = await readFile(path.join(SITE_DIR, 'node_modules/@docusaurus/theme-classic/lib/nprogress.js'), 'utf8');
    assert.match(installed, new RegExp(`const delay = ${PROGRESS_BAR_DELAY_MS};`));
  });

  it('render the route instead of reloading when navigation fails, and are installed', async () => {
    const installed = await readFile(path.join(SITE_DIR, 'node_modules/@docusaurus/core/lib/client/PendingNavigation.js'), 'utf8');
    assert.doesNotMatch(installed, /window\.location\.reload\(\)/);
    assert.match(installed, /console\.warn\(e\);[\s\S]*nextRouteHasLoaded: true/);
  });
});
