import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';

import themeClassic from '@docusaurus/theme-classic';
import type {LoadContext} from '@docusaurus/types';

import classicTheme, {siteClientModules} from '../../plugins/classic-theme';
import {withSiteTheme} from '../../plugins/classic-theme/preset';
import {SITE_DIR} from '../../node/site/paths';

const THEME_CLASSIC = require.resolve('@docusaurus/theme-classic');
const THEME_DIR = path.dirname(THEME_CLASSIC);

/** The little of a site's context that theme-classic reads when it is created. */
function themeContext(): LoadContext {
  return {
    siteDir: SITE_DIR,
    i18n: {currentLocale: 'en', localeConfigs: {en: {direction: 'ltr'}}},
    siteStorage: {type: 'localStorage', namespace: ''},
    siteConfig: {themeConfig: {colorMode: {}, prism: {additionalLanguages: []}}},
  } as unknown as LoadContext;
}

describe('classic-theme', () => {
  it("drops Prism's language loader and swaps the progress bar for the site's own", () => {
    const modules = siteClientModules(['/abs/infima.css', './prism-include-languages', './nprogress', '/site/src/css/custom.css']);
    assert.deepEqual(modules, ['/abs/infima.css', './client/progress-bar.ts', '/site/src/css/custom.css']);
    assert.ok(existsSync(path.join(SITE_DIR, 'plugins/classic-theme/client/progress-bar.ts')));
  });

  it("keeps theme-classic's other client modules, made absolute against its folder", () => {
    assert.deepEqual(siteClientModules(['./some-module']), [path.join(THEME_DIR, 'some-module')]);
  });

  it('wraps the installed theme-classic, whose client modules it still knows by name', () => {
    const context = themeContext();
    const upstream = themeClassic(context, {customCss: []}).getClientModules?.() ?? [];
    // A rename upstream would quietly bring Prism or the 200 ms bar back.
    assert.ok(upstream.includes('./prism-include-languages'), upstream.join(', '));
    assert.ok(upstream.includes('./nprogress'), upstream.join(', '));
    const wrapped = classicTheme(context, {customCss: []});
    assert.equal(wrapped.getThemePath?.(), path.join(THEME_DIR, 'theme'));
    assert.deepEqual(
      wrapped.getClientModules?.().filter((module) => module.includes('prism')),
      [],
    );
  });

  it("hides theme-classic's icon sprite with SVG's display attribute, not an inline style the CSP would block", () => {
    const context = themeContext();
    const upstream = JSON.stringify(themeClassic(context, {customCss: []}).injectHtmlTags?.({content: undefined}));
    // Upstream's sprite is what the wrapper looks for; a change there must show here.
    assert.match(upstream, /"style":"display: none;"/);
    const tags = classicTheme(context, {customCss: []}).injectHtmlTags?.({content: undefined}).preBodyTags;
    const sprite = (Array.isArray(tags) ? tags : []).find((tag) => typeof tag !== 'string' && tag.tagName === 'svg');
    assert.ok(sprite !== undefined && typeof sprite !== 'string');
    assert.deepEqual(sprite.attributes, {display: 'none', 'aria-hidden': 'true'});
    assert.match(sprite.innerHTML ?? '', /theme-svg-external-link/);
  });

  it("points preset-classic's theme entry at the wrapper, with its options", () => {
    const wrapper = require.resolve('../../plugins/classic-theme/index.ts');
    assert.equal(withSiteTheme(THEME_CLASSIC), wrapper);
    assert.deepEqual(withSiteTheme([THEME_CLASSIC, {customCss: ['a.css']}]), [wrapper, {customCss: ['a.css']}]);
    assert.equal(withSiteTheme('@docusaurus/theme-search-algolia'), '@docusaurus/theme-search-algolia');
  });
});
