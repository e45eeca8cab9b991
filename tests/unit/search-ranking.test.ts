import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {SEARCH_FILTERS} from '../../plugins/search/client/bundle';
import {
  adjacentPairs,
  asksAboutClient,
  meaningWords,
  nameMatch,
  nameWords,
  nearestWord,
  type PagefindSearcher,
  rankHits,
  RANKING_WEIGHTS,
  type RankingSignals,
  sameWord,
} from '../../plugins/search/client/ranking';

interface FakeHit {
  readonly id: string;
  readonly score: number;
  data(): Promise<{meta: {title?: string}}>;
}

interface FakePage {
  readonly id: string;
  /** Word → Pagefind's score of the page for it. */
  readonly words: Readonly<Record<string, number>>;
  readonly explains?: boolean;
  readonly client?: boolean;
  readonly deprecated?: boolean;
  /** Quoted phrases the page holds. */
  readonly phrases?: readonly string[];
}

/** A stand-in for Pagefind: per-word scores, prefix matching, filters and quoted phrases, as the real one answers. */
function fakePagefind(pages: readonly FakePage[]): PagefindSearcher<FakeHit> & {searches: string[]} {
  const searches: string[] = [];
  return {
    searches,
    search(term, options) {
      searches.push(term ?? '');
      const filter = Object.entries(options?.filters ?? {})[0];
      const phrase = /^"(.+)"$/.exec(term ?? '')?.[1];
      const results = pages
        .filter((page) => {
          if (filter === undefined) return true;
          const [name, value] = filter;
          if (name === SEARCH_FILTERS.deprecated.name) return page.deprecated === true && value === SEARCH_FILTERS.deprecated.value;
          if (value === SEARCH_FILTERS.explains.value) return page.explains === true;
          return value === SEARCH_FILTERS.client.value && page.client === true;
        })
        .flatMap((page): FakeHit[] => {
          const score =
            phrase !== undefined
              ? Number(page.phrases?.includes(phrase) === true)
              : Object.entries(page.words)
                  .filter(([word]) => word.startsWith(term ?? ''))
                  .reduce((sum, [, value]) => sum + value, 0);
          return score > 0 ? [{id: page.id, score, data: () => Promise.resolve({meta: {}})}] : [];
        })
        .sort((a, b) => b.score - a.score);
      return Promise.resolve({results});
    },
  };
}

const noSignals = (names: RankingSignals['names'] = new Map(), vocabulary: readonly string[] = []): RankingSignals => ({
  names,
  vocabulary: () => Promise.resolve(vocabulary),
});

const ids = (hits: readonly FakeHit[]) => hits.map((hit) => hit.id);

describe('search ranking: reading a query', () => {
  it('drops filler words unless the query has nothing else, possessives and single letters, and joins verbs typed in two words', () => {
    assert.deepEqual(meaningWords('How do I publish my app?'), ['publish', 'app']);
    assert.deepEqual(meaningWords('how to'), ['how', 'to']);
    assert.deepEqual(meaningWords('log in a member'), ['login', 'member']);
    assert.deepEqual(meaningWords('Sign up, then sign-up again'), ['signup', 'then', 'again']);
    // A possessive is its noun; a single letter would match every word it begins.
    assert.deepEqual(meaningWords("change a member's role, v 2"), ['change', 'member', 'role', '2']);
  });

  it('pairs meaning words typed side by side, for phrase matches', () => {
    assert.deepEqual(adjacentPairs('send a private message to a member'), ['private message']);
    assert.deepEqual(adjacentPairs('webhook signature header'), ['webhook signature', 'signature header']);
  });

  it('splits API names into words, acronyms included', () => {
    assert.deepEqual(nameWords('pinPostToSpace'), ['pin', 'post', 'space']);
    assert.deepEqual(nameWords('SSOType'), ['sso', 'type']);
    assert.deepEqual(nameWords('TribeClient'), ['tribe', 'client']);
  });

  it('tells a question about the JavaScript client by its words', () => {
    assert.equal(asksAboutClient('upload images with the js client'), true);
    assert.equal(asksAboutClient('TribeClient options'), true);
    assert.equal(asksAboutClient('upload images'), false);
  });
});

describe('search ranking: words and names', () => {
  it('takes plurals and stems of four letters or more as the same word, and nothing shorter', () => {
    assert.equal(sameWord('space', 'spaces'), true);
    assert.equal(sameWord('app', 'apps'), true);
    assert.equal(sameWord('react', 'reaction'), true);
    assert.equal(sameWord('reacted', 'reaction'), true);
    assert.equal(sameWord('app', 'apply'), false);
    assert.equal(sameWord('collection', 'collaborator'), false);
  });

  it('scores a name by the share of its words the query holds times the share of the query it names', () => {
    assert.equal(nameMatch(['spaces'], ['spaces']), 1);
    assert.equal(nameMatch(['spaces'], ['space', 'members']), 0.5);
    // A reading verb neither counts against a name without it nor for a name with it only as "get".
    assert.equal(nameMatch(['list', 'spaces'], ['spaces']), 1);
    assert.equal(nameMatch(['get', 'replies'], ['get', 'replies']), 1);
    // …but counts when the name has it.
    assert.equal(nameMatch(['read', 'notifications'], ['read', 'notifications']), 1);
    assert.equal(nameMatch(['community', 'id'], ['network']), 0.5);
    assert.equal(nameMatch(['delete', 'post'], ['remove', 'post']), 1);
    assert.equal(nameMatch(['webhook'], ['spaces']), 0);
  });

  it('corrects a word to the most frequent vocabulary word one edit away, or two for long words, and not short words', () => {
    const vocabulary = ['member', 'suspend', 'subscription', 'changelog', 'token', 'suspended'];
    assert.equal(nearestWord('supsend', vocabulary), 'suspend');
    assert.equal(nearestWord('subscirption', vocabulary), 'subscription');
    assert.equal(nearestWord('chnagelog', vocabulary), 'changelog');
    assert.equal(nearestWord('tokn', vocabulary), 'token');
    assert.equal(nearestWord('zzzzzz', vocabulary), undefined);
    assert.equal(nearestWord('tkn', vocabulary), undefined);
  });
});

describe('search ranking: the order of pages', () => {
  it('finds pages that hold only some of the words, and ranks the ones that hold them all first', async () => {
    const pagefind = fakePagefind([
      {id: 'some', words: {publish: 9}},
      {id: 'all', words: {publish: 3, app: 3}},
    ]);
    assert.deepEqual(ids(await rankHits(pagefind, 'how do I publish my app', noSignals())), ['all', 'some']);
    // Filler words are never searched.
    assert.equal(pagefind.searches.includes('my'), false);
  });

  it('puts a guide page above a reference page for a question in words, not for a single word', async () => {
    const pages: FakePage[] = [
      {id: 'reference', words: {webhook: 6, signature: 6}},
      {id: 'guide', words: {webhook: 4, signature: 4}, explains: true},
    ];
    assert.deepEqual(ids(await rankHits(fakePagefind(pages), 'webhook signature', noSignals())), ['guide', 'reference']);
    assert.deepEqual(ids(await rankHits(fakePagefind(pages), 'webhook', noSignals())), ['reference', 'guide']);
  });

  it("ranks a deprecated item's page below its replacement", async () => {
    const pagefind = fakePagefind([
      {id: 'getMember', words: {member: 5, username: 5}, deprecated: true},
      {id: 'member', words: {member: 4, username: 4}},
    ]);
    const names = new Map([
      ['getMember', [{words: ['get', 'member'], callable: true}]],
      ['member', [{words: ['member'], callable: true}]],
    ]);
    assert.deepEqual(ids(await rankHits(pagefind, 'get a member by username', noSignals(names))), ['member', 'getMember']);
  });

  it('puts the page whose API name the question spells out above pages that only use its words', async () => {
    const pagefind = fakePagefind([
      {id: 'enum', words: {list: 4, spaces: 4}},
      {id: 'spaces', words: {spaces: 4}},
    ]);
    const names = new Map([
      ['enum', [{words: ['space', 'list', 'order', 'enum'], callable: false}]],
      ['spaces', [{words: ['spaces'], callable: true}]],
    ]);
    assert.deepEqual(ids(await rankHits(pagefind, 'list spaces', noSignals(names))), ['spaces', 'enum']);
  });

  it("leaves the client's pages to questions about the client", async () => {
    const pages: FakePage[] = [
      {id: 'client', words: {upload: 8, images: 8}, client: true},
      {id: 'mutation', words: {upload: 5, images: 5}},
    ];
    const names = new Map([
      ['client', [{words: ['upload', 'images'], callable: true}]],
      ['mutation', [{words: ['create', 'images'], callable: true}]],
    ]);
    assert.deepEqual(ids(await rankHits(fakePagefind(pages), 'upload images', noSignals(names))), ['mutation', 'client']);
    assert.deepEqual(ids(await rankHits(fakePagefind(pages), 'upload images js client', noSignals(names))), ['client', 'mutation']);
  });

  it('corrects a misspelt word from the vocabulary, fetched only when a word is on fewer than three pages', async () => {
    const pagefind = fakePagefind([
      {id: 'suspend', words: {suspend: 5, member: 2}},
      {id: 'member', words: {member: 6}},
    ]);
    let fetched = 0;
    const signals: RankingSignals = {
      names: new Map(),
      vocabulary: () => {
        fetched++;
        return Promise.resolve(['member', 'suspend']);
      },
    };
    assert.deepEqual(ids(await rankHits(pagefind, 'supsend member', signals)), ['suspend', 'member']);
    assert.equal(fetched, 1);
    await rankHits(
      fakePagefind([
        {id: 'a', words: {member: 1}},
        {id: 'b', words: {member: 2}},
        {id: 'c', words: {member: 3}},
      ]),
      'member',
      signals,
    );
    assert.equal(fetched, 1);
  });

  it('ranks a page that holds the words as a phrase above one that holds them apart', async () => {
    const pagefind = fakePagefind([
      {id: 'apart', words: {private: 5, message: 5}},
      {id: 'phrase', words: {private: 4, message: 4}, phrases: ['private message']},
    ]);
    assert.deepEqual(ids(await rankHits(pagefind, 'private message', noSignals())), ['phrase', 'apart']);
  });

  it('moves the best guide page up to second place for a question that reference items answer first', async () => {
    const pagefind = fakePagefind([
      {id: 'publishApp', words: {publish: 6, app: 6}},
      {id: 'publishAppPrivately', words: {publish: 5, app: 5}},
      {id: 'setPrivatelyPublishedApps', words: {publish: 4, app: 4}},
      {id: 'guide', words: {publish: 1, app: 1}, explains: true},
    ]);
    const names = new Map([
      ['publishApp', [{words: ['publish', 'app'], callable: true}]],
      ['publishAppPrivately', [{words: ['publish', 'app', 'privately'], callable: true}]],
      ['setPrivatelyPublishedApps', [{words: ['set', 'privately', 'published', 'apps'], callable: true}]],
    ]);
    assert.deepEqual(ids(await rankHits(pagefind, 'publish my app', noSignals(names))), [
      'publishApp',
      'guide',
      'publishAppPrivately',
      'setPrivatelyPublishedApps',
    ]);
    // One word is a name, not a question: nothing moves.
    assert.equal(ids(await rankHits(pagefind, 'publish', noSignals(names)))[1], 'publishAppPrivately');
  });

  it('has weights that keep each rule in its direction', () => {
    assert.ok(RANKING_WEIGHTS.guideBoost > 1);
    assert.ok(RANKING_WEIGHTS.deprecatedPenalty < 1);
    assert.ok(RANKING_WEIGHTS.clientPenalty < 1);
    assert.ok(RANKING_WEIGHTS.nameBoost > 0);
  });
});
