import {CLIENT_CLASS_PAGES} from '../fixtures/client-classes';
import {expect, gotoHydrated, test} from './fixtures';

const CLIENT = '/docs/gql-client';

test.describe('JavaScript client reference', () => {
  test('has a page for every class, named without the Client suffix', async ({request}) => {
    for (const name of CLIENT_CLASS_PAGES) {
      const response = await request.get(`${CLIENT}/classes/${name}`);
      expect(response.status(), name).toBe(200);
      expect(await response.text(), name).toContain(`<h1>${name}</h1>`);
    }
  });

  test('a method shows its parameters, return type and the GraphQL operation it sends, linked', async ({page}) => {
    await gotoHydrated(page, `${CLIENT}/classes/App`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('App');
    const get = page.locator('article h3:has-text("get()")');
    await expect(get).toBeVisible();
    const section = page.locator('article').locator('h4:has-text("Sends")').first();
    await expect(section).toBeVisible();
    const sends = page.locator('article a[href="/docs/graphql/queries/app"]').first();
    await expect(sends).toHaveText('app');
    await expect(page.locator('article a[href="/docs/graphql/objects/app"]').first()).toBeVisible();
    await expect(page.locator('article a[href="/docs/gql-client/getting-started#choosing-fields"]').first()).toBeVisible();
    await sends.click();
    await expect(page).toHaveURL(/\/docs\/graphql\/queries\/app$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('app');
  });

  test('the old class names redirect to the new pages', async ({page}) => {
    await page.goto(`${CLIENT}/classes/AppClient`);
    await expect(page).toHaveURL(new RegExp(`${CLIENT}/classes/App$`));
    await expect(page.getByRole('heading', {level: 1})).toHaveText('App');
    await page.goto(`${CLIENT}/classes/TribeClient`);
    await expect(page).toHaveURL(new RegExp(`${CLIENT}/classes/Tribe$`));
  });

  test('every address of the first client reference, under the guide, lands on its page today', async ({page, request}) => {
    const FIRST = '/docs/guide/gql-client';
    // Each class, with and without a trailing slash; the index and its /index form; the pages beside them.
    const addresses: [string, string][] = [
      [FIRST, `${CLIENT}/index`],
      [`${FIRST}/`, `${CLIENT}/index`],
      [`${FIRST}/index`, `${CLIENT}/index`],
      [`${FIRST}/index/`, `${CLIENT}/index`],
      [`${FIRST}/getting-started`, `${CLIENT}/getting-started`],
      [`${FIRST}/getting-started/`, `${CLIENT}/getting-started`],
      [`${FIRST}/modules/clients`, `${CLIENT}/modules/clients`],
      [`${FIRST}/modules/clients/`, `${CLIENT}/modules/clients`],
      ...CLIENT_CLASS_PAGES.flatMap((name): [string, string][] => [
        [`${FIRST}/classes/${name}Client`, `${CLIENT}/classes/${name}`],
        [`${FIRST}/classes/${name}Client/`, `${CLIENT}/classes/${name}`],
      ]),
      ...['Billing', 'Pages', 'Slates'].map((name): [string, string] => [`${FIRST}/classes/${name}Client`, `${CLIENT}/removed-classes`]),
    ];
    for (const [from, to] of addresses) {
      // Every redirect page is a real file (a static host serves it as it is)...
      expect((await request.get(from)).status(), from).toBe(200);
      // ...and leads to a page that exists.
      expect((await request.get(to)).status(), to).toBe(200);
    }
    // In the browser, as a bookmark opens them.
    for (const [from, to] of [addresses[1], addresses[3], [`${FIRST}/classes/PostsClient`, `${CLIENT}/classes/Posts`]] as [
      string,
      string,
    ][]) {
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to}$`));
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    }
  });

  test('Billing, Pages and Slates lead to one page that says where their operations are', async ({page}) => {
    for (const name of ['Billing', 'BillingClient', 'Pages', 'PagesClient', 'Slates', 'SlatesClient']) {
      await page.goto(`${CLIENT}/classes/${name}`);
      await expect(page).toHaveURL(new RegExp(`${CLIENT}/removed-classes$`));
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Billing, Pages and Slates');
    }
    await page.locator('article').getByRole('link', {name: 'billingDetails', exact: true}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('billingDetails');
  });

  test('the module pages list what each module exports', async ({page}) => {
    await gotoHydrated(page, `${CLIENT}/modules/clients`);
    for (const name of ['AppClient', 'PostsClient', 'SpacesClient']) {
      await expect(page.locator('article').getByRole('link', {name, exact: true})).toBeVisible();
    }
    await gotoHydrated(page, `${CLIENT}/modules/client`);
    for (const name of ['TribeClient', 'GlobalClient', 'GraphqlClient']) {
      await expect(page.locator('article').getByRole('link', {name, exact: true})).toBeVisible();
    }
  });
});
