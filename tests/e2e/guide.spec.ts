import {ROUTES} from '../../src/site/constants';
import {
  colorModeSwitch,
  emulateConnection,
  expect,
  gotoHydrated,
  loadedResources,
  scriptsLoadedBy,
  startInColorMode,
  test,
} from './fixtures';

/** The guide's parts, in the order of its sidebar: basics first, webhooks last. */
const SIDEBAR_PARTS = ['GraphQL basics', 'Apps', 'JavaScript client', 'React SDK', 'Single sign-on', 'Tutorial', 'Webhooks'];

const PAGES_WITH_API_TABS = ['/docs/guide/tutorial/spaces', '/docs/guide/tutorial/create-post'];
const PAGE_WITH_DIAGRAM = '/docs/guide/graphql/authentication/access-token';
/** The endpoint's host differs between Tribe's own pages, so the page that names it carries a Not confirmed note. */
const PAGE_WITH_NOTE = '/docs/guide/graphql/getting-started';

test.describe('the guide', () => {
  test('its sidebar lists the parts in reading order, and every page opens from it', async ({page}) => {
    // 40 client-side navigations.
    test.setTimeout(120_000);
    await gotoHydrated(page, ROUTES.guideIndex);
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    const categories = sidebar.locator('.menu__list-item-collapsible > .menu__link--sublist');
    await expect(categories).toHaveText(SIDEBAR_PARTS);

    // Open every category, nested ones (Authentication) included.
    const collapsed = sidebar.locator('.menu__link--sublist[aria-expanded="false"]');
    while ((await collapsed.count()) > 0) await collapsed.first().click();

    const links = sidebar.locator('a.menu__link:not(.menu__link--sublist)');
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!));
    expect(hrefs.length).toBe(40);
    for (const href of hrefs) {
      await sidebar.locator(`a.menu__link[href="${href}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.locator('article h1')).toHaveCount(1);
      // Every guide page beyond the overview shows its task with at least one checked code sample.
      if (href !== ROUTES.guideIndex) await expect(page.locator('article pre').first()).toBeVisible();
    }
  });

  test("API call tabs remember the reader's choice across pages and visits", async ({page}) => {
    const [first, second] = PAGES_WITH_API_TABS as [string, string];
    await gotoHydrated(page, first);
    const tabs = page.locator('article [role="tablist"]').first();
    await expect(tabs.getByRole('tab')).toHaveText(['GraphQL', 'cURL', 'JavaScript client']);
    await expect(tabs.getByRole('tab', {name: 'GraphQL'})).toHaveAttribute('aria-selected', 'true');

    await tabs.getByRole('tab', {name: 'cURL'}).click();
    await expect(page.locator('article [role="tabpanel"]:visible pre').first()).toContainText('curl https://app.tribe.so/graphql');

    await gotoHydrated(page, second);
    const secondTabs = page.locator('article [role="tablist"]').first();
    await expect(secondTabs.getByRole('tab', {name: 'cURL'})).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('article [role="tabpanel"]:visible pre').first()).toContainText('curl');

    await secondTabs.getByRole('tab', {name: 'JavaScript client'}).click();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.locator('article [role="tablist"]').first().getByRole('tab', {name: 'JavaScript client'})).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`the token flow renders as a labelled diagram in ${mode} mode`, async ({page}) => {
      await startInColorMode(page, mode);
      await gotoHydrated(page, PAGE_WITH_DIAGRAM);
      const diagram = page.locator('article .docusaurus-mermaid-container svg').first();
      await expect(diagram).toBeVisible();
      await expect(diagram).toHaveAttribute('aria-roledescription', /sequence/);
      await expect(diagram.locator('title')).not.toBeEmpty();
      await expect(diagram).toContainText('limitedToken');
    });
  }

  test('diagrams are drawn at build time: the SVG is in the HTML, and no page downloads Mermaid', async ({page, request}) => {
    const html = await (await request.get(PAGE_WITH_DIAGRAM)).text();
    expect(html).toMatch(/<svg id="diagram-[0-9a-f]{16}"[^>]*aria-roledescription="sequence/);

    await emulateConnection(page, {effectiveType: '4g', saveData: true});
    const scripts = await scriptsLoadedBy(page, PAGE_WITH_DIAGRAM);
    const diagramFiles = /^\/assets\/diagrams\/.*\.svg$/;
    expect(scripts.length).toBeGreaterThan(0);
    // Mermaid's parser names the diagram types; the page's own chunk holds no diagram source either.
    expect(scripts.filter((source) => source.includes('sequenceDiagram'))).toEqual([]);
    expect(await loadedResources(page, diagramFiles)).toEqual([]);

    // A client-side navigation to a page with a diagram fetches its SVG file.
    await gotoHydrated(page, '/docs/guide/graphql/getting-started');
    await page.locator(`article a[href="${PAGE_WITH_DIAGRAM}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${PAGE_WITH_DIAGRAM}$`));
    const diagram = page.locator('article .docusaurus-mermaid-container svg').first();
    await expect(diagram).toBeVisible();
    await expect(diagram).toHaveAttribute('aria-roledescription', /sequence/);
    expect(await loadedResources(page, diagramFiles)).toHaveLength(1);
  });

  test('a Not confirmed note says so in its title and leads to the page that explains how the docs are sourced', async ({page}) => {
    await gotoHydrated(page, PAGE_WITH_NOTE);
    const note = page.locator('article .not-confirmed').first();
    await expect(note).toBeVisible();
    await expect(note).toContainText(/^Not confirmed/);
    await note.getByRole('link', {name: 'How these docs are sourced'}).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.sourcing}#not-confirmed$`));
    await expect(page.locator('article h1')).toHaveText('How these docs are sourced');
    await expect(page.getByRole('heading', {name: 'Not confirmed', level: 2})).toBeInViewport();
  });

  test('a diagram takes the colours of the colour mode, and changes with it', async ({page}) => {
    await gotoHydrated(page, PAGE_WITH_DIAGRAM);
    const actor = page.locator('article .docusaurus-mermaid-container svg rect.actor').first();
    const fill = () => actor.evaluate((element) => getComputedStyle(element).fill);
    const light = await fill();
    await colorModeSwitch(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await fill()).not.toBe(light);
  });
});
