import {ROUTES} from '../../src/site/constants';
import {expect, gotoHydrated, test} from './fixtures';

const REACT_SDK_PAGE = '/docs/guide/react-sdk/getting-started';

test.describe('React SDK getting-started page', () => {
  test('is reached from the guide sidebar and from the guide overview', async ({page}) => {
    await gotoHydrated(page, ROUTES.guideIndex);
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    const category = sidebar.getByRole('button', {name: 'React SDK'});
    await category.click();
    await expect(category).toHaveAttribute('aria-expanded', 'true');
    await sidebar.locator(`a[href="${REACT_SDK_PAGE}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${REACT_SDK_PAGE}$`));
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Getting started with the React SDK');

    await gotoHydrated(page, ROUTES.guideIndex);
    await page.locator('article').getByRole('link', {name: 'React SDK', exact: true}).click();
    await expect(page).toHaveURL(new RegExp(`${REACT_SDK_PAGE}$`));
  });

  // One load for the page's three features; each step names the one that failed.
  test('warns which client version the SDK needs, titles its samples by file and copies them, and links each hook to its operation', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, REACT_SDK_PAGE);

    await test.step('the warning about the client version comes before the install command', async () => {
      const warning = page.locator('article .theme-admonition-warning');
      await expect(warning).toContainText('Use the 1.x JavaScript client with the SDK');
      await expect(warning).toContainText('1.3.0');
      const install = page.locator('article pre', {hasText: 'npm install @tribeplatform/react-sdk@2.1.0 @tribeplatform/gql-client@1.3.0'});
      await expect(install).toContainText('react@18 react-dom@18');
      const warningBox = await warning.boundingBox();
      const installBox = await install.boundingBox();
      expect(warningBox!.y).toBeLessThan(installBox!.y);
    });

    await test.step('samples are titled by file and can be copied', async () => {
      const provider = page.locator('article .theme-code-block', {hasText: 'TribeProvider config={tribeConfig}'});
      await expect(provider.locator('[class*="codeBlockTitle"]')).toHaveText('src/main.tsx');
      await provider.hover();
      await provider.getByRole('button', {name: /copy/i}).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('import {Provider as TribeProvider');
    });

    await test.step('each hook in the table links to the GraphQL operation it sends', async () => {
      const table = page.locator('article table', {hasText: 'useFeed'});
      const expected: Record<string, string> = {
        feed: '/docs/graphql/queries/feed',
        createPost: '/docs/graphql/mutations/create-post',
        loginNetwork: '/docs/graphql/queries/login-network',
      };
      for (const [name, href] of Object.entries(expected)) {
        await expect(table.getByRole('link', {name, exact: true})).toHaveAttribute('href', href);
      }
      await table.getByRole('link', {name: 'createPost', exact: true}).click();
      await expect(page.getByRole('heading', {level: 1})).toHaveText('createPost');
    });
  });
});
