import assert from 'node:assert/strict';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {describe, it} from 'node:test';

import type {DocusaurusConfig} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/preset-classic';

import {
  COPYRIGHT,
  COPYRIGHT_YEAR,
  FOOTER_GROUPS,
  NAVBAR_LINKS,
  PROGRESS_BAR_DELAY_MS,
  ROUTES,
  SITE_TITLE,
  STORAGE_KEYS,
  TITLE_DELIMITER,
} from '../../src/site/constants';

const siteDir = path.resolve(import.meta.dirname, '../..');

/** The config exactly as Docusaurus resolves and validates it for a build. */
async function loadResolvedConfig(): Promise<DocusaurusConfig> {
  const {loadSiteConfig} = (await import('@docusaurus/core/lib/server/config.js')) as {
    loadSiteConfig: (options: {siteDir: string}) => Promise<{siteConfig: DocusaurusConfig}>;
  };
  return (await loadSiteConfig({siteDir})).siteConfig;
}

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

  it('fix the copyright year at 2022', () => {
    assert.equal(COPYRIGHT_YEAR, 2022);
    assert.match(COPYRIGHT, /© 2022 /);
  });
});

describe('resolved docusaurus.config.ts', () => {
  it('fails the build on broken links and anchors, and only warns on the rest', async () => {
    const config = await loadResolvedConfig();
    assert.equal(config.onBrokenLinks, 'throw');
    assert.equal(config.onBrokenAnchors, 'throw');
    assert.equal(config.onDuplicateRoutes, 'warn');
    assert.equal(config.markdown.hooks.onBrokenMarkdownLinks, 'warn');
  });

  it('uses Docusaurus Faster with the v4 flags and plain storage keys', async () => {
    const config = await loadResolvedConfig();
    assert.equal(config.future.v4.removeLegacyPostBuildHeadAttribute, true);
    assert.equal(config.future.faster.rspackBundler, true);
    assert.equal(config.storage.namespace, false);
    assert.deepEqual(STORAGE_KEYS, {
      colorMode: 'theme',
      docsPreferredVersion: 'docs-preferred-version-default',
    });
  });

  it('is English only, left to right, at base path /', async () => {
    const config = await loadResolvedConfig();
    assert.equal(config.baseUrl, '/');
    assert.deepEqual(config.i18n.locales, ['en']);
    assert.equal(config.i18n.localeConfigs.en?.direction, 'ltr');
  });

  it('starts in light mode, keeps the switch and ignores the system preference', async () => {
    const themeConfig = (await loadResolvedConfig()).themeConfig as ThemeConfig;
    assert.deepEqual(themeConfig.colorMode, {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    });
    assert.equal(themeConfig.navbar?.hideOnScroll, false);
  });
});

describe('theme patches', () => {
  it('delay the progress bar by the documented constant, and are installed', async () => {
    const patch = await readFile(
      path.join(siteDir, 'patches/@docusaurus+theme-classic+3.10.2.patch'),
      'utf8',
    );
    assert.match(patch, new RegExp(`^\\+const delay = ${PROGRESS_BAR_DELAY_MS};$`, 'm'));
    const installed = await readFile(
      path.join(siteDir, 'node_modules/@docusaurus/theme-classic/lib/nprogress.js'),
      'utf8',
    );
    assert.match(installed, new RegExp(`const delay = ${PROGRESS_BAR_DELAY_MS};`));
  });

  it('render the route instead of reloading when navigation fails, and are installed', async () => {
    const installed = await readFile(
      path.join(siteDir, 'node_modules/@docusaurus/core/lib/client/PendingNavigation.js'),
      'utf8',
    );
    assert.doesNotMatch(installed, /window\.location\.reload\(\)/);
    assert.match(installed, /console\.warn\(e\);[\s\S]*nextRouteHasLoaded: true/);
  });
});
