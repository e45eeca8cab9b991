import type {Locator, Page} from '@playwright/test';

import {expect, gotoHydrated, isSameDocument, markDocument, recordLoadingAhead, scriptsLoadedBy, test} from './fixtures';

const REFERENCE = '/docs/graphql';
/** The title of docs/guide/tutorial/create-post.mdx. */
const GUIDE_CREATE_POST_TITLE = 'Create a post';

test.describe('GraphQL reference', () => {
  // Whether each page exists, with its title, is a question for the server: that every kind of page hydrates without an
  // error is tested in routes.spec.ts, and one full page load each would cost eleven.
  test('has the pages the spec lists for directives and scalars', async ({request}) => {
    const required = {
      directives: {deprecated: '@deprecated', include: '@include', skip: '@skip', 'specified-by': '@specifiedBy'},
      scalars: {boolean: 'Boolean', 'date-time': 'DateTime', float: 'Float', id: 'ID', int: 'Int', string: 'String', upload: 'Upload'},
    };
    for (const [folder, pages] of Object.entries(required)) {
      for (const [slug, title] of Object.entries(pages)) {
        const response = await request.get(`${REFERENCE}/${folder}/${slug}`);
        expect(response.status(), slug).toBe(200);
        expect((await response.text()).match(/<h1[^>]*>([^<]*)<\/h1>/g), slug).toEqual([`<h1>${title}</h1>`]);
      }
    }
  });

  test('the overview counts each kind and links to every category', async ({page}) => {
    await gotoHydrated(page, `${REFERENCE}/schema`);
    const rows = page.locator('article table tbody tr');
    await expect(rows.locator('td:first-child')).toHaveText([
      'Queries',
      'Mutations',
      'Subscriptions',
      'Objects',
      'Inputs',
      'Enums',
      'Unions',
      'Scalars',
      'Directives',
    ]);
    await expect(rows.filter({hasText: 'Queries'}).locator('td').nth(1)).toHaveText('202');
    await expect(rows.filter({hasText: 'Mutations'}).locator('td').nth(1)).toHaveText('225');
    await rows.getByRole('link', {name: 'Enums'}).click();
    await expect(page).toHaveURL(new RegExp(`${REFERENCE}/enums$`));
    await expect(page.locator('article table tbody tr')).toHaveCount(124);
    await page.locator('article').getByRole('link', {name: 'MemberStatus', exact: true}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('MemberStatus');
  });

  test('an operation page shows its arguments, linked types, return type and a complete example', async ({page}) => {
    await gotoHydrated(page, `${REFERENCE}/mutations/create-post`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('createPost');
    await expect(page.locator('article .badge').first()).toHaveText('Mutation');

    const argumentsList = page.locator('article h2:has-text("Arguments") + ul');
    await expect(argumentsList.locator('li > div code').first()).toHaveText('input');
    await expect(page.locator('#argument-input').getByRole('link', {name: 'CreatePostInput'})).toHaveAttribute(
      'href',
      `${REFERENCE}/inputs/create-post-input`,
    );
    await expect(page.locator('#argument-spaceId').getByRole('link', {name: 'ID', exact: true})).toHaveAttribute(
      'href',
      `${REFERENCE}/scalars/id`,
    );

    await expect(page.locator('article h2:has-text("Returns") + p').getByRole('link', {name: 'Post'})).toHaveAttribute(
      'href',
      `${REFERENCE}/objects/post`,
    );

    const codeBlock = (title: string) =>
      page
        .locator('.theme-code-block')
        .filter({has: page.locator('[class*="codeBlockTitle"]', {hasText: new RegExp(`^${title}$`)})})
        .locator('pre code');
    // Each rendered code line ends in a line break of its own.
    const operationLines = (await codeBlock('Operation').innerText()).split(/\n+/);
    expect(operationLines.slice(0, 2)).toEqual([
      'mutation CreatePost($input: CreatePostInput!, $spaceId: ID!) {',
      '  createPost(input: $input, spaceId: $spaceId) {',
    ]);
    const variables = await codeBlock('Variables').innerText();
    // A post with a title and content, each JSON-encoded, as the guide's create-post page explains.
    expect(JSON.parse(variables)).toEqual({
      input: {
        postTypeId: expect.stringMatching(/^[A-Za-z0-9]{12}$/),
        publish: true,
        tagNames: ['release'],
        mappingFields: [
          {key: 'title', type: 'text', value: '"Version 2.0 is out"'},
          {key: 'content', type: 'html', value: expect.stringMatching(/^"<p>.+<\/p>"$/)},
        ],
      },
      spaceId: expect.stringMatching(/^[A-Za-z0-9]{12}$/),
    });
    // What the call returns: the post, with the title the variables gave it.
    const response = JSON.parse(await codeBlock('Response').innerText()) as {data: {createPost: Record<string, unknown>}};
    expect(response.data.createPost).toMatchObject({
      id: expect.stringMatching(/^[A-Za-z0-9]{12}$/),
      title: 'Version 2.0 is out',
      status: 'PUBLISHED',
    });

    // The guide pages whose samples call createPost link back from here.
    const guidePages = page.locator('article h2:has-text("Used in the guide") + ul');
    await expect(guidePages.getByRole('link', {name: GUIDE_CREATE_POST_TITLE})).toHaveAttribute('href', '/docs/guide/tutorial/create-post');

    await page.locator('#argument-input').getByRole('link', {name: 'CreatePostInput'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('CreatePostInput');
    await expect(page.locator('article h2:has-text("Used by") + ul')).toContainText('createPost');
  });

  test('an example is a GraphQL, a cURL and a client tab, and the tab a reader picks holds on other operations and in the guide', async ({
    page,
  }) => {
    await gotoHydrated(page, `${REFERENCE}/mutations/create-post`);
    const example = page.locator('article');
    const tabs = example.getByRole('tablist').first();
    await expect(tabs.getByRole('tab')).toHaveText(['GraphQL', 'cURL', 'JavaScript client']);
    await expect(tabs.getByRole('tab', {name: 'GraphQL'})).toHaveAttribute('aria-selected', 'true');

    // The client method that sends createPost, with the client's enum for the mapping type.
    await tabs.getByRole('tab', {name: 'JavaScript client'}).click();
    const call = example.getByRole('tabpanel').filter({hasText: 'gql-client'}).locator('pre code');
    await expect(call).toContainText('const result = await client.posts.create({');
    await expect(call).toContainText('type: PostMappingTypeEnum.text');
    await expect(call).toContainText("value: JSON.stringify('Version 2.0 is out')");

    await tabs.getByRole('tab', {name: 'cURL'}).click();
    const request = example.getByRole('tabpanel').filter({hasText: 'curl'}).locator('pre code');
    await expect(request).toBeVisible();
    const command = await request.innerText();
    expect(command.split('\n')[0]).toBe('curl https://app.tribe.so/graphql \\');
    expect(command).toContain('Authorization: Bearer $TRIBE_ACCESS_TOKEN');
    expect(command).toContain(
      '"query": "mutation CreatePost($input: CreatePostInput!, $spaceId: ID!) { createPost(input: $input, spaceId: $spaceId) {',
    );

    // Another operation of another API: its example opens on cURL, sent to that API's endpoint.
    await gotoHydrated(page, '/docs/global-api/mutations/update-app');
    await expect(page.getByRole('tab', {name: 'cURL'}).first()).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').filter({hasText: 'curl'}).locator('pre code').first()).toContainText(
      'curl https://app.tribe.so/api/global/gateway',
    );
    // The guide's tabs are the same group.
    await gotoHydrated(page, '/docs/guide/tutorial/create-post');
    await expect(page.getByRole('tab', {name: 'cURL'}).first()).toHaveAttribute('aria-selected', 'true');
  });

  test("descriptions are Markdown: a scalar's description links out, and a field's description shows its code as code", async ({page}) => {
    await gotoHydrated(page, `${REFERENCE}/scalars/float`);
    const link = page.locator('article').getByRole('link', {name: 'IEEE 754'});
    await expect(link).toHaveAttribute('href', 'https://en.wikipedia.org/wiki/IEEE_floating_point');
    await expect(page.locator('article')).not.toContainText('[IEEE 754](');

    await gotoHydrated(page, `${REFERENCE}/objects/domain-parts`);
    const apex = page.locator('article li[id="field-apex"]');
    await expect(apex.locator('code', {hasText: 'sub.my-domain.com'})).toHaveCount(1);
    await expect(apex).not.toContainText('`');
  });

  test("only an example with a JavaScript client tab says how the client's result differs", async ({page}) => {
    const caveat = 'The JavaScript client picks the fields it returns';
    await gotoHydrated(page, `${REFERENCE}/mutations/create-post`);
    await expect(page.getByRole('tab', {name: 'JavaScript client'})).toHaveCount(1);
    await expect(page.locator('article')).toContainText(caveat);
    await gotoHydrated(page, `${REFERENCE}/queries/billing-products`);
    await expect(page.getByRole('tab', {name: 'cURL'})).toHaveCount(1);
    await expect(page.getByRole('tab', {name: 'JavaScript client'})).toHaveCount(0);
    await expect(page.locator('article')).not.toContainText(caveat);
  });

  test('a type that many items use shows counts by kind, and loads the full list only when the reader opens it', async ({page}) => {
    const listScripts: string[] = [];
    page.on('response', async (response) => {
      if (!response.url().endsWith('.js')) return;
      if ((await response.text()).includes('"usages":[')) listScripts.push(response.url());
    });
    await gotoHydrated(page, `${REFERENCE}/scalars/string`);
    const usedBy = page.locator('article details');
    await expect(page.locator('article')).toContainText(/\d+ items use this type: \d+ queries, \d+ mutations, \d+ objects, \d+ inputs/);
    await expect(usedBy.locator('li')).toHaveCount(0);
    expect(listScripts).toEqual([]);

    await usedBy.locator('summary').click();
    const titleOfPost = usedBy
      .getByRole('link', {name: 'title', exact: true})
      .and(page.locator(`a[href="${REFERENCE}/objects/post#field-title"]`));
    await expect(titleOfPost).toBeVisible();
    expect(await usedBy.locator('li').count()).toBeGreaterThan(50);
    expect(listScripts).toHaveLength(1);
    await titleOfPost.click();
    await expect(page).toHaveURL(`${REFERENCE}/objects/post#field-title`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Post');
  });

  test.describe('without the list', () => {
    // The list's chunk fails on purpose, and Chromium logs the failure.
    test.use({expectedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/]});

    test('when the full list cannot be loaded, the reader can retry, or read it in the Markdown copy', async ({page}) => {
      await gotoHydrated(page, `${REFERENCE}/scalars/string`);
      let failing = true;
      await page.route('**/assets/js/*.js', async (route) => {
        const response = await route.fetch();
        if (failing && (await response.text()).includes('"usages":[')) await route.abort('failed');
        else await route.fulfill({response});
      });
      const usedBy = page.locator('article details');
      await usedBy.locator('summary').click();
      await expect(usedBy.getByRole('alert')).toContainText('This part of the page could not be loaded.');
      failing = false;
      await usedBy.getByRole('button', {name: 'Retry'}).click();
      await expect(usedBy.locator(`a[href="${REFERENCE}/objects/post#field-title"]`)).toBeVisible();

      const copy = await page.request.get(`${REFERENCE}/scalars/string.md`);
      expect(await copy.text()).toContain(`[\`Post\`](${REFERENCE}/objects/post.md)`);
    });
  });

  test("a long definition is one line on the page, and the reader opens it to read the type's SDL", async ({page}) => {
    await gotoHydrated(page, `${REFERENCE}/objects/post`);
    const definition = page.locator('article details').filter({has: page.locator('summary', {hasText: /^Definition: \d+ lines of SDL$/})});
    await expect(definition.locator('pre')).toHaveCount(0);
    await definition.locator('summary').click();
    await expect(definition.locator('pre')).toContainText('type Post');
    await expect(definition.locator('pre')).toContainText('allowedEmojis');
  });

  test('a deprecated operation stays at its route, marked with its reason', async ({page}) => {
    await gotoHydrated(page, `${REFERENCE}/queries/get-tokens`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('getTokens');
    await expect(page.locator('article .badge').filter({hasText: 'Deprecated'}).first()).toBeVisible();
    await expect(page.locator('article [role="note"]').first()).toContainText('This query will be replaced by tokens');
    const sidebarEntry = page.locator('.theme-doc-sidebar-menu .gql-sidebar-deprecated').filter({hasText: 'getTokens'});
    await expect(sidebarEntry).toBeVisible();
    await expect(sidebarEntry.locator('a')).toHaveCSS('text-decoration-line', 'line-through');
  });

  // One load of a long kind's page for its sidebar and its links back; each step names the part that failed.
  test('a type page renders the sidebar links of its own letter only, open at the page, and links back to where the type is returned, used and a member', async ({
    page,
  }) => {
    await gotoHydrated(page, `${REFERENCE}/objects/post`);
    await test.step('the sidebar holds the links of its own letter only, open at the page', async () => {
      const sidebar = page.locator('.theme-doc-sidebar-menu');
      await expect(sidebar.getByRole('link', {name: 'Post', exact: true})).toHaveAttribute('aria-current', 'page');
      const itemLinks = sidebar.locator(`a[href^="${REFERENCE}/objects/"]`);
      // 284 objects; the letter P holds a few dozen.
      expect(await itemLinks.count()).toBeLessThan(120);
      expect(await itemLinks.evaluateAll((links) => links.every((link) => /^P/i.test(link.textContent ?? '')))).toBe(true);
    });

    await test.step('it links back to where the type is returned, used and a member', async () => {
      const returnedBy = page.locator('article h2:has-text("Returned by") + ul');
      await expect(returnedBy.getByRole('link', {name: 'createPost', exact: true})).toHaveAttribute(
        'href',
        `${REFERENCE}/mutations/create-post`,
      );
      await expect(returnedBy.locator(`a[href="${REFERENCE}/queries/post"]`)).toHaveText('post');
      await expect(returnedBy.locator(`a[href="${REFERENCE}/subscriptions/post"]`)).toHaveText('post');
      const usedBy = page.locator('article h2:has-text("Used by") + ul');
      await expect(usedBy.locator('li').first()).toBeVisible();
      await expect(page.locator('article h2:has-text("Member of") + ul')).toBeVisible();
      // A used-by entry links straight to the field that uses the type.
      const fieldLink = usedBy.locator('a[href*="#field-"]').first();
      const href = (await fieldLink.getAttribute('href')) ?? '';
      await fieldLink.click();
      await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      await expect(page.locator(`[id="${href.split('#')[1]}"]`)).toBeInViewport();
    });
  });

  test('the old subscription routes lead to the fields of the billing object, now BillingSubscription', async ({page}) => {
    for (const [slug, field] of [
      ['created-at', 'createdAt'],
      ['id', 'id'],
      ['status', 'status'],
      ['updated-at', 'updatedAt'],
    ]) {
      await page.goto(`${REFERENCE}/subscriptions/${slug}`);
      await expect(page).toHaveURL(new RegExp(`${REFERENCE}/objects/billing-subscription#field-${field}$`));
      await expect(page.getByRole('heading', {level: 1})).toHaveText('BillingSubscription');
      await expect(page.locator(`#field-${field}`)).toBeInViewport();
    }
  });

  test('the sidebar lists every kind in order, and the items of the current kind only', async ({page}) => {
    const kinds = ['Queries', 'Mutations', 'Subscriptions', 'Objects', 'Inputs', 'Enums', 'Unions', 'Scalars', 'Directives', 'Removed'];
    const sidebar = page.locator('.theme-doc-sidebar-menu');
    const topLevel = sidebar.locator(':scope > li > a.menu__link, :scope > li > div > a.menu__link');

    await gotoHydrated(page, `${REFERENCE}/schema`);
    await expect(topLevel).toHaveText(['Overview', 'Changelog', ...kinds]);
    await expect(sidebar.getByRole('link', {name: 'Changelog', exact: true})).toHaveAttribute('href', `${REFERENCE}/changelog`);
    await expect(sidebar.getByRole('link', {name: 'Overview', exact: true})).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.locator('li.theme-doc-sidebar-item-category')).toHaveCount(0);

    await gotoHydrated(page, `${REFERENCE}/enums/member-status`);
    await expect(topLevel).toHaveText(['Overview', 'Changelog', ...kinds]);
    // Only the current kind is a category, open at the current page; every other kind links to its index.
    const enums = sidebar.locator(':scope > li.theme-doc-sidebar-item-category');
    await expect(enums).toHaveCount(1);
    await expect(enums.locator(':scope > div > a.menu__link')).toHaveText('Enums');
    await expect(enums).not.toHaveClass(/menu__list-item--collapsed/);
    await expect(sidebar.getByRole('link', {name: 'MemberStatus', exact: true})).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.getByRole('link', {name: 'Objects', exact: true})).toHaveAttribute('href', `${REFERENCE}/objects`);
    await expect(sidebar.locator(`a[href^="${REFERENCE}/objects/"]`)).toHaveCount(0);

    // Another kind's index, reached from the sidebar, shows that kind's items by initial letter.
    await sidebar.getByRole('link', {name: 'Objects', exact: true}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Objects');
    const objects = sidebar.locator(':scope > li.theme-doc-sidebar-item-category');
    const letters = objects.locator(':scope > ul > li.theme-doc-sidebar-item-category > div > a.menu__link');
    expect(await letters.count()).toBeGreaterThan(15);
    await expect(letters.first()).toHaveText('A');
    await expect(sidebar.getByRole('link', {name: 'Post', exact: true})).toHaveCount(0);
    await objects.getByRole('button', {name: 'P', exact: true}).click();
    await expect(sidebar.getByRole('link', {name: 'Post', exact: true})).toHaveAttribute('href', `${REFERENCE}/objects/post`);
    await expect(sidebar.locator(`a[href^="${REFERENCE}/enums/"]`)).toHaveCount(0);
  });
});

test.describe('reference sidebar data', () => {
  test('guide and client pages do not download it; a reference page does', async ({browser}) => {
    // Only the reference's sidebar data carries the deprecated-entry class name.
    const marker = 'gql-sidebar-deprecated';
    for (const path of ['/docs/guide/index', '/docs/gql-client/classes/App']) {
      const other = await browser.newPage();
      expect(
        (await scriptsLoadedBy(other, path)).filter((body) => body.includes(marker)),
        path,
      ).toHaveLength(0);
    }
    const reference = await browser.newPage();
    expect(
      (await scriptsLoadedBy(reference, `${REFERENCE}/queries/member`)).filter((body) => body.includes(marker)).length,
    ).toBeGreaterThan(0);
  });
});

test.describe('reference lists (server HTML that React does not hydrate)', () => {
  test('a type link in the field list of the page first loaded opens that page without a reload, and back', async ({page}) => {
    await gotoHydrated(page, `${REFERENCE}/objects/post`);
    await markDocument(page);
    await page.locator('li#field-attachments').getByRole('link', {name: 'File', exact: true}).click();
    await expect(page).toHaveURL(new RegExp(`${REFERENCE}/objects/file$`));
    await expect(page.getByRole('heading', {level: 1, name: 'File'})).toBeVisible();
    // After a client-side navigation the list is the new page's server HTML, fetched on the way.
    await expect(page.locator('li#field-downloadUrl').getByRole('link', {name: 'downloadUrl'})).toHaveAttribute(
      'href',
      '#field-downloadUrl',
    );
    expect(await isSameDocument(page)).toBe(true);
    await page.goBack();
    await expect(page.getByRole('heading', {level: 1, name: 'Post'})).toBeVisible();
    await expect(page.locator('li#field-attachments').getByRole('link', {name: 'File', exact: true})).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);
  });

  /** The paths the page fetches from now on (not its scripts or documents). */
  function recordFetchedPaths(page: Page): string[] {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'fetch') fetched.push(new URL(request.url()).pathname);
    });
    return fetched;
  }

  /** Whether React rendered the element (it keeps its fiber on the node) rather than the HTML being set. */
  const renderedByReact = (locator: Locator) =>
    locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));

  test("after a client-side navigation the lists are the new page's server HTML, not rendered by React", async ({page}) => {
    const fetched = recordFetchedPaths(page);
    await gotoHydrated(page, `${REFERENCE}/objects/post`);
    await page.locator('li#field-attachments').getByRole('link', {name: 'File', exact: true}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'File'})).toBeVisible();
    expect(fetched).toContain(`${REFERENCE}/objects/file`);
    const field = page.locator('li#field-downloadUrl');
    await expect(field).toBeVisible();
    expect(await renderedByReact(field)).toBe(false);
    expect(await renderedByReact(page.locator('article h1'))).toBe(true);
  });

  test("a link to an anchor of the same page fetches no page's HTML", async ({page}) => {
    const fetched = recordFetchedPaths(page);
    await gotoHydrated(page, `${REFERENCE}/objects/post`);
    await page.locator('li#field-attachments').getByRole('link', {name: 'attachments', exact: true}).click();
    await expect(page).toHaveURL(new RegExp(`${REFERENCE}/objects/post#field-attachments$`));
    await page.locator('article h2:has-text("Returned by") + ul').getByRole('link', {name: 'createPost', exact: true}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'createPost'})).toBeVisible();
    expect(fetched).toEqual([`${REFERENCE}/mutations/create-post`]);
  });

  test.describe('without the HTML', () => {
    test.use({expectedConsoleErrors: [/net::ERR_FAILED/]});

    test("when the new page's HTML cannot be fetched, React renders its lists, and their links work", async ({page}) => {
      await page.route(`**${REFERENCE}/objects/file`, (route) =>
        route.request().resourceType() === 'fetch' ? route.abort('failed') : route.continue(),
      );
      await gotoHydrated(page, `${REFERENCE}/objects/post`);
      await markDocument(page);
      await page.locator('li#field-attachments').getByRole('link', {name: 'File', exact: true}).click();
      await expect(page.getByRole('heading', {level: 1, name: 'File'})).toBeVisible();
      const field = page.locator('li#field-downloadUrl');
      await expect(field.getByRole('link', {name: 'downloadUrl'})).toHaveAttribute('href', '#field-downloadUrl');
      expect(await renderedByReact(field)).toBe(true);
      await page.locator('article h2:has-text("Used by") + ul').locator(`a[href="${REFERENCE}/objects/post#field-attachments"]`).click();
      await expect(page.getByRole('heading', {level: 1, name: 'Post'})).toBeVisible();
      expect(await isSameDocument(page)).toBe(true);
    });
  });

  test('a link in a list rendered after a client-side navigation opens its page without a reload', async ({page}) => {
    await gotoHydrated(page, `${REFERENCE}/objects/post`);
    await markDocument(page);
    await page.locator('li#field-attachments').getByRole('link', {name: 'File', exact: true}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'File'})).toBeVisible();
    // File's "Used by" list was rendered by React: its entry leads to the field that uses the type.
    await page.locator('article h2:has-text("Used by") + ul').locator(`a[href="${REFERENCE}/objects/post#field-attachments"]`).click();
    await expect(page.getByRole('heading', {level: 1, name: 'Post'})).toBeVisible();
    await expect(page.locator('li#field-attachments')).toBeInViewport();
    expect(await isSameDocument(page)).toBe(true);
  });

  test('hovering a type link loads its page; a click with a modifier key is left to the browser', async ({page}) => {
    await gotoHydrated(page, `${REFERENCE}/objects/post`);
    const loadAheadCalls = await recordLoadingAhead(page);
    await page.locator('li#field-attachments').getByRole('link', {name: 'File', exact: true}).hover();
    await expect.poll(loadAheadCalls).toEqual([{path: `${REFERENCE}/objects/file`, loading: true}]);
    // A listener on the document runs after the list's: it sees whether the list took the click, then keeps the page.
    const takenByTheList = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          document.addEventListener(
            'click',
            (event) => {
              resolve(event.defaultPrevented);
              event.preventDefault();
            },
            {once: true},
          );
          const link = document.querySelector('li#field-attachments a[href$="/objects/file"]');
          link?.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true, button: 0, ctrlKey: true}));
        }),
    );
    expect(takenByTheList).toBe(false);
    await expect(page).toHaveURL(new RegExp(`${REFERENCE}/objects/post$`));
  });
});
