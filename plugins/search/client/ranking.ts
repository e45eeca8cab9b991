/**
 * The order of full-text results. Pagefind answers a query only with pages
 * that hold every word of it, ranked by BM25; that serves API names well and
 * questions badly: the filler words of "how do I publish my app" rule out the
 * page that answers it, and 1,300 short reference pages outrank 40 guide pages.
 * This module asks Pagefind per meaning word and ranks the union. The reasons
 * for each rule are in ARCHITECTURE.md ("Search ranking").
 */

import {SEARCH_FILTERS} from './bundle';

/**
 * Pagefind's own ranking options (`pagefind.options({ranking})`). A title
 * match counts a tenth of Pagefind's default (5): reference titles are API
 * names, which Pagefind matches by prefix (every `space…` title matches
 * "spaces" alike), so `nameMatch` judges them instead.
 */
export const PAGEFIND_RANKING = {metaWeights: {title: 0.5}};

/** The part of Pagefind's result this module reads. */
export interface PagefindHit {
  readonly id: string;
  readonly score: number;
}

export interface PagefindSearcher<Hit extends PagefindHit> {
  search(term: string | null, options?: {filters?: Record<string, string>}): Promise<{results: readonly Hit[]}>;
}

/** A word on fewer pages may be a typo that Pagefind matched inside sample data (a country code, an id). */
const RARE_WORD_PAGES = 3;

/** Words that carry no meaning in a developer's question: kept out unless the query is made only of them. */
const FILLER_WORDS = new Set(
  (
    'a about an and any are as at be by can could did do does for from have how i if in into is it its me my of on or ' +
    'our should so that the their them there these this those to was way we what when where which who whom why will ' +
    'with would you your'
  ).split(' '),
);

/** Two-word verbs developers type apart and API names write as one word. */
const JOINED_VERBS: readonly [RegExp, string][] = [
  [/\b(log|sign)[\s-]?in\b/gi, 'login'],
  [/\b(log|sign)[\s-]?out\b/gi, 'logout'],
  [/\bsign[\s-]?up\b/gi, 'signup'],
];

/**
 * The words of a query as typed: two-word verbs joined, possessives dropped ("member's role" → member role),
 * punctuation dropped, and no single letters (Pagefind would take one as every word it begins).
 */
function wordsOf(query: string): string[] {
  return allWordsOf(query).filter((token) => !isSingleLetter(token));
}

const isSingleLetter = (token: string): boolean => token.length === 1 && !/\p{N}/u.test(token);

function allWordsOf(query: string): string[] {
  const joined = JOINED_VERBS.reduce((text, [phrase, word]) => text.replace(phrase, word), query).replace(/['’]s\b/gu, '');
  return joined.split(/[^\p{L}\p{N}_]+/u).filter((token) => token !== '');
}

/** The query's words as typed (case kept, punctuation dropped), without filler words and repeats. */
function queryTokens(query: string): string[] {
  const tokens = wordsOf(query);
  const meaningful = tokens.filter((token) => !FILLER_WORDS.has(token.toLowerCase()));
  const kept = meaningful.length > 0 ? meaningful : tokens;
  return kept.filter((token, index) => kept.findIndex((other) => other.toLowerCase() === token.toLowerCase()) === index);
}

/** Pairs of meaning words typed next to each other, lower case: "send a private message" → "private message". */
export function adjacentPairs(query: string): string[] {
  // Single letters stay here, as breaks: "send a private message" pairs private and message only.
  const tokens = allWordsOf(query).map((token) => token.toLowerCase());
  const isWord = (token: string) => !FILLER_WORDS.has(token) && !isSingleLetter(token);
  const pairs: string[] = [];
  for (let index = 1; index < tokens.length; index++) {
    const [first, second] = [tokens[index - 1]!, tokens[index]!];
    if (isWord(first) && isWord(second)) pairs.push(`${first} ${second}`);
  }
  return [...new Set(pairs)];
}

/** The query's words as Pagefind reads them (lower case, punctuation dropped), without filler words. */
export function meaningWords(query: string): string[] {
  return queryTokens(query).map((token) => token.toLowerCase());
}

export interface RankingSignals {
  /** The API names each reference page documents, split into words, by Pagefind id. */
  readonly names: ReadonlyMap<string, readonly DocumentedName[]>;
  /** The site's words, most frequent first, to correct a word few pages hold; loaded only then. */
  readonly vocabulary: () => Promise<readonly string[]>;
}

/**
 * The word of the site's vocabulary (most frequent first) nearest to a misspelt word: one edit away, or
 * two for words of eight letters or more, an edit being a letter added, dropped, changed or swapped with the
 * next ("supsend" → "suspend").
 */
export function nearestWord(word: string, vocabulary: readonly string[]): string | undefined {
  if (word.length < 4) return undefined;
  const limit = word.length >= 8 ? 2 : 1;
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of vocabulary) {
    if (Math.abs(candidate.length - word.length) >= bestDistance) continue;
    const distance = editDistance(word, candidate, bestDistance);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
      if (distance === 1) break;
    }
  }
  return best;
}

/** Optimal string alignment distance, given up once it reaches `ceiling`. */
function editDistance(a: string, b: string, ceiling: number): number {
  let before: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin >= ceiling) return ceiling;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

export interface DocumentedName {
  readonly words: readonly string[];
  /** An operation or a client method (what a question asks to use), not a type or class (what it returns or wraps). */
  readonly callable: boolean;
}

/** `pinPostToSpace` → pin post to space; `SSOType` → sso type. */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '' && !FILLER_WORDS.has(word));
}

/** Words that make a question one about the JavaScript client. */
const CLIENT_WORDS = new Set('client clients javascript js typescript ts node sdk npm package gql tribeclient globalclient'.split(' '));

export function asksAboutClient(query: string): boolean {
  return queryTokens(query)
    .flatMap((token) => [token.toLowerCase(), ...nameWords(token)])
    .some((word) => CLIENT_WORDS.has(word));
}

/** Verbs that ask to read: an API name says "get" or nothing at all for them. */
const READING_VERBS = new Set('get list fetch find show read retrieve view lookup see'.split(' '));
/** Developers' words and the words API names use for them: Tribe's API calls a community a network. */
const WORD_GROUPS: readonly (readonly string[])[] = [
  ['create', 'add', 'new', 'make'],
  ['delete', 'remove', 'destroy'],
  ['update', 'edit', 'change', 'modify', 'set', 'rename'],
  ['login', 'signin', 'authenticate'],
  ['signup', 'join', 'register'],
  ['community', 'network'],
  ['user', 'member'],
  ['comment', 'reply'],
];

/** Two words name the same thing: equal, a plural, a stem of four letters or more ("react" and "reaction"). */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (long === `${short}s` || long === `${short}es`) return true;
  if (short.length >= 4 && long.startsWith(short)) return true;
  let common = 0;
  while (common < short.length && short[common] === long[common]) common++;
  return common >= 5 && common >= short.length - 2;
}

function wordsMatch(queryWord: string, name: string): boolean {
  if (sameWord(queryWord, name)) return true;
  return WORD_GROUPS.some((group) => group.some((word) => sameWord(word, queryWord)) && group.some((word) => sameWord(word, name)));
}

/**
 * How well a query names an API item, 0 to 1: the share of the name's words the query holds times the share
 * of the query's words the name holds (to `askedPower`). "get" in a name and reading verbs the name lacks count
 * on neither side.
 */
export function nameMatch(queryWords: readonly string[], name: readonly string[], askedPower = RANKING_WEIGHTS.askedPower): number {
  const named = name.filter((word) => word !== 'get');
  if (queryWords.length === 0 || named.length === 0) return 0;
  const holds = (queryWord: string) => named.some((word) => wordsMatch(queryWord, word));
  const namedHeld = named.filter((word) => queryWords.some((queryWord) => wordsMatch(queryWord, word))).length;
  // A reading verb counts when the name has it (readNotifications), and is ignored when it does not (list spaces).
  const asked = queryWords.filter((word) => !READING_VERBS.has(word) || holds(word));
  if (asked.length === 0) return 0;
  const askedHeld = asked.filter(holds).length;
  return (namedHeld / named.length) * (askedHeld / asked.length) ** askedPower;
}

export interface RankingWeights {
  /** Multiplier of a guide page's score for a query of two or more meaning words. */
  readonly guideBoost: number;
  /** Multiplier of a deprecated item's page, on its text score and again on its name match. */
  readonly deprecatedPenalty: number;
  /** Exponent of the share of meaning words a page holds: a page missing words is pushed down. */
  readonly coveragePower: number;
  /** A page whose API name the query spells out in words scores up to (1 + nameBoost) times more. */
  readonly nameBoost: number;
  /** The share of the name boost a type's page gets. */
  readonly typeNameShare: number;
  /** Exponent of the share of the query's words an API name holds (a long question names more than the API). */
  readonly askedPower: number;
  /** Multiplier of a client reference page's score when the query does not mention the client. */
  readonly clientPenalty: number;
  /** A page holding all of the query's adjacent word pairs as phrases scores (1 + phraseBoost) times more. */
  readonly phraseBoost: number;
  /** For a question, the best page that explains moves up to this place (1-based) if it ranks lower; 0 leaves it. */
  readonly guideSlot: number;
}

/** Chosen on bench/search-queries.json and a held-back set of 45 more (see ARCHITECTURE.md, "Search ranking"). */
export const RANKING_WEIGHTS: RankingWeights = {
  guideBoost: 3,
  deprecatedPenalty: 0.5,
  coveragePower: 2,
  nameBoost: 6,
  typeNameShare: 0.25,
  askedPower: 1,
  clientPenalty: 0.5,
  phraseBoost: 0.5,
  guideSlot: 2,
};

interface Candidate<Hit> {
  hit: Hit;
  score: number;
  /** How many of the needed words the page holds. */
  words: number;
}

/**
 * Ranks the pages that hold any meaning word. A page's text score is the sum
 * of its per-word BM25 scores (Pagefind's), times the share of the needed
 * words it holds squared, the phrase bonus, the guide boost and the client and
 * deprecation penalties; the final score is that times 1 + nameBoost × how
 * well the query spells out one of the page's API names.
 */
export async function rankHits<Hit extends PagefindHit>(
  pagefind: PagefindSearcher<Hit>,
  query: string,
  signals: RankingSignals,
  weights: RankingWeights = RANKING_WEIGHTS,
): Promise<Hit[]> {
  const tokens = queryTokens(query);
  if (tokens.length === 0) return [];
  const words = tokens.map((token) => token.toLowerCase());
  const explaining = new Set<string>();
  const clientPages = new Set<string>();
  const deprecated = new Set<string>();
  /** One word's pages, and which of them explain or document a deprecated item (Pagefind filters, see bundle.ts). */
  const searchWord = async (word: string) => {
    const {explains: role, client, deprecated: status} = SEARCH_FILTERS;
    const [found, explains, ofClient, old] = await Promise.all([
      pagefind.search(word),
      pagefind.search(word, {filters: {[role.name]: role.value}}),
      pagefind.search(word, {filters: {[client.name]: client.value}}),
      pagefind.search(word, {filters: {[status.name]: status.value}}),
    ]);
    for (const hit of explains.results) explaining.add(hit.id);
    for (const hit of ofClient.results) clientPages.add(hit.id);
    for (const hit of old.results) deprecated.add(hit.id);
    return found;
  };
  const perWord = await Promise.all(words.map(searchWord));
  // A word on fewer than three pages may be a typo that Pagefind matched inside sample data.
  if (perWord.some(({results}) => results.length < RARE_WORD_PAGES)) {
    const vocabulary = await signals.vocabulary();
    await Promise.all(
      words.map(async (word, index) => {
        const found = perWord[index]!.results;
        if (found.length >= RARE_WORD_PAGES || vocabulary.some((known) => known.startsWith(word))) return;
        const nearest = nearestWord(word, vocabulary);
        if (nearest === undefined) return;
        words[index] = tokens[index] = nearest;
        const corrected = (await searchWord(nearest)).results;
        const correctedIds = new Set(corrected.map((hit) => hit.id));
        perWord[index] = {results: [...corrected, ...found.filter((hit) => !correctedIds.has(hit.id))]};
      }),
    );
  }
  // `TribeClient` in a query names the words tribe and client.
  const nameQuery = tokens.flatMap((token) => nameWords(token));
  // Reading verbs say how to ask, not what about: a page is not judged on them.
  const neededWords = words.filter((word) => !READING_VERBS.has(word));
  const needed = new Set(neededWords.length > 0 ? neededWords : words);
  const candidates = new Map<string, Candidate<Hit>>();
  perWord.forEach(({results}, index) => {
    const counts = needed.has(words[index]!) ? 1 : 0;
    for (const hit of results) {
      const candidate = candidates.get(hit.id);
      if (candidate === undefined) candidates.set(hit.id, {hit, score: hit.score, words: counts});
      else {
        candidate.score += hit.score;
        candidate.words += counts;
      }
    }
  });
  const aboutClient = asksAboutClient(query);
  // Two meaning words typed side by side ("private message") and found side by side on a page: Pagefind's
  // quoted search finds the pages that hold them as a phrase.
  const phrases = adjacentPairs(query);
  const inPhrase = new Map<string, number>();
  if (weights.phraseBoost > 0) {
    for (const {results} of await Promise.all(phrases.map((pair) => pagefind.search(`"${pair}"`)))) {
      for (const hit of results) inPhrase.set(hit.id, (inPhrase.get(hit.id) ?? 0) + 1);
    }
  }
  const scored = [...candidates.values()].map(({hit, score, words: held}) => {
    let text = score * (held / needed.size) ** weights.coveragePower;
    // The client's classes wrap the API's operations: they answer questions about the client, not about the API.
    const offTopic = !aboutClient && clientPages.has(hit.id);
    if (offTopic) text *= weights.clientPenalty;
    if (phrases.length > 0) text *= 1 + (weights.phraseBoost * (inPhrase.get(hit.id) ?? 0)) / phrases.length;
    if (words.length > 1 && explaining.has(hit.id)) text *= weights.guideBoost;
    if (deprecated.has(hit.id)) text *= weights.deprecatedPenalty;
    const names = signals.names.get(hit.id);
    const match =
      names === undefined
        ? 0
        : Math.max(
            ...names.map((name) => nameMatch(nameQuery, name.words, weights.askedPower) * (name.callable ? 1 : weights.typeNameShare)),
          );
    const weightedMatch = offTopic ? 0 : deprecated.has(hit.id) ? match * weights.deprecatedPenalty : match;
    return {hit, score: text * (1 + weights.nameBoost * weightedMatch)};
  });
  const ranked = scored.sort((a, b) => b.score - a.score).map(({hit}) => hit);
  // A question answered by reference items also gets the guide page that explains them, near the top.
  const guideSlot = weights.guideSlot;
  if (words.length > 1 && guideSlot > 0) {
    const firstGuide = ranked.findIndex((hit) => explaining.has(hit.id));
    if (firstGuide > guideSlot - 1) ranked.splice(guideSlot - 1, 0, ...ranked.splice(firstGuide, 1));
  }
  return ranked;
}
