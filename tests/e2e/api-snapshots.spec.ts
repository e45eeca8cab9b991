import {buildSchema} from 'graphql';

import {expect, gotoHydrated, test} from './fixtures';

const NETWORK = '/docs/graphql';
const GLOBAL = '/docs/global-api';

test.describe('which snapshot each reference documents', () => {
  test('the network overview names its snapshot, links the changelog and offers the SDL', async ({page, request}) => {
    await gotoHydrated(page, `${NETWORK}/schema`);
    const article = page.locator('article');
    await expect(article).toContainText('@tribeplatform/gql-client@2.4.0/src/types/tribe-graphql.generated.ts');
    await expect(article).not.toContainText(/always matches|exactly what the API offers/);
    await expect(article.getByRole('link', {name: 'changelog', exact: true})).toHaveAttribute('href', `${NETWORK}/changelog`);
    const download = article.getByRole('link', {name: 'Download the schema (SDL)'});
    await expect(download).toHaveAttribute('download', '');
    const href = (await download.getAttribute('href')) ?? '';
    expect(href).toBe('/schemas/tribe-network-api.graphql');
    const response = await request.get(href);
    expect(response.status()).toBe(200);
    const schema = buildSchema(await response.text());
    expect(Object.keys(schema.getQueryType()?.getFields() ?? {})).toHaveLength(202);
    expect(schema.getType('BillingSubscription')).toBeDefined();
  });

  test('the changelog summarises and lists changes, each linked to its page', async ({page}) => {
    await gotoHydrated(page, `${NETWORK}/changelog`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Network API changelog');
    const summary = page.locator('article table').first();
    await expect(summary.locator('tbody th')).toHaveText(['Removed', 'Changed', 'Added', 'Deprecated']);
    await expect(page.getByRole('heading', {level: 2, name: /^Breaking changes \(\d+\)/})).toBeVisible();
    // A removed type links to the page that is kept for it.
    const removed = page.locator('article li').filter({hasText: /^HighlightedTag: Type 'HighlightedTag' was removed/});
    await expect(removed.getByRole('link', {name: 'HighlightedTag', exact: true})).toHaveAttribute(
      'href',
      `${NETWORK}/objects/highlighted-tag`,
    );
    await removed.getByRole('link', {name: 'HighlightedTag', exact: true}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('HighlightedTag');
  });

  test('a removed item keeps its route, says so, shows its last definition and links to the replacement', async ({page}) => {
    await gotoHydrated(page, `${NETWORK}/objects/subscription`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Subscription');
    await expect(page.locator('article .badge').filter({hasText: 'Removed'})).toBeVisible();
    const notice = page.locator('article [role="note"]').first();
    await expect(notice).toContainText('No longer in the API');
    await expect(page.locator('[class*="codeBlockTitle"]').first()).toHaveText('Last known definition');
    await expect(page.locator('#field-createdAt')).toBeVisible();
    await notice.getByRole('link', {name: 'BillingSubscription'}).click();
    await expect(page).toHaveURL(new RegExp(`${NETWORK}/objects/billing-subscription$`));
    await expect(page.getByRole('heading', {level: 1})).toHaveText('BillingSubscription');
  });

  test('the spec routes still resolve: scalars, status enums, removed operations', async ({request}) => {
    for (const path of [
      `${NETWORK}/scalars/upload`,
      `${NETWORK}/scalars/date-time`,
      `${NETWORK}/enums/member-status`,
      `${NETWORK}/enums/post-status`,
      `${NETWORK}/enums/space-membership-status`,
      `${NETWORK}/queries/get-spaces`,
      `${NETWORK}/removed`,
    ]) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
  });
});

test.describe('Global API reference', () => {
  test('has an overview with its endpoint, tokens, counts and its own sidebar', async ({page}) => {
    await gotoHydrated(page, `${GLOBAL}/schema`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Global API reference');
    const article = page.locator('article');
    await expect(article).toContainText('https://app.tribe.so/api/global/gateway');
    await expect(article).toContainText('@tribeplatform/gql-client@2.4.0/src/global-types/tribe-global-graphql.generated.ts');
    await expect(article.getByRole('link', {name: 'globalToken', exact: true})).toHaveAttribute('href', `${GLOBAL}/queries/global-token`);
    await expect(article.getByRole('link', {name: 'Download the schema (SDL)'})).toHaveAttribute(
      'href',
      '/schemas/tribe-global-api.graphql',
    );
    const sidebar = page.locator('.theme-doc-sidebar-menu');
    // One entry per kind, each leading to that kind's index in the global API.
    await expect(sidebar.locator(':scope > li > a.menu__link, :scope > li > div > a.menu__link')).toHaveText([
      'Overview',
      'Queries',
      'Mutations',
      'Objects',
      'Inputs',
      'Enums',
      'Unions',
      'Scalars',
      'Directives',
    ]);
    await expect(sidebar.getByRole('link', {name: 'Queries', exact: true})).toHaveAttribute('href', `${GLOBAL}/queries`);
  });

  test('an operation page has a validated example and links within the global API', async ({page}) => {
    await gotoHydrated(page, `${GLOBAL}/mutations/create-app`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('createApp');
    await expect(page).toHaveTitle('createApp (Global API) | Tribe Partners');
    await expect(page.locator('article .badge').filter({hasText: 'Global API'})).toBeVisible();
    await expect(page.locator('#argument-input').getByRole('link', {name: 'CreateAppInput'})).toHaveAttribute(
      'href',
      `${GLOBAL}/inputs/create-app-input`,
    );
    await expect(page.locator('.theme-code-block.language-graphql').filter({hasText: 'mutation CreateApp('})).toBeVisible();
  });

  test('a name in both APIs has one page in each, told apart by title', async ({page}) => {
    await gotoHydrated(page, `${NETWORK}/objects/app`);
    await expect(page).toHaveTitle('App | Tribe Partners');
    await gotoHydrated(page, `${GLOBAL}/objects/app`);
    await expect(page).toHaveTitle('App (Global API) | Tribe Partners');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('App');
  });
});
