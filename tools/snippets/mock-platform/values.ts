/**
 * The data the local stand-in for the platform answers with.
 *
 * Values are derived from the type's name, the field's name and the object's
 * position among the objects of its type in one run, never from randomness,
 * so a sample prints the same thing on every run and the output shown on its
 * page can be compared with what it prints. They look like platform data
 * (ids of the platform's shape, names, slugs, dates, URLs) so that the shown
 * output reads like a real session.
 */
import {createHash} from 'node:crypto';

import {
  getNamedType,
  type GraphQLEnumType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLObjectType,
  isEnumType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLOutputType,
} from 'graphql';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A 10-character id like the platform's (`Xq4kT9vB2m`), the same for the same seed. */
export function platformId(seed: string): string {
  const digest = createHash('sha256').update(seed).digest();
  let id = '';
  for (let index = 0; id.length < 10; index++) id += BASE62.charAt(digest[index]! % BASE62.length);
  return id;
}

/** The id of the `index`-th object of `typeName` in a run. */
export function objectId(typeName: string, index: number): string {
  return platformId(`${typeName}#${index}`);
}

/**
 * A guest's member id: `GUEST_` and a platform id, one per community (facts:
 * graphql.md §3.2, "guest member id looks like `GUEST_...`").
 */
export function guestMemberId(networkId: string): string {
  return `GUEST_${platformId(`guest:${networkId}`)}`;
}

/**
 * The member id of an app's bot account on a community. No source gives its
 * form, so it is a plain platform id, seeded apart from members' ids.
 */
export function botMemberId(clientId: string, networkId: string): string {
  return platformId(`bot:${clientId}:${networkId}`);
}

const PEOPLE = ['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Katherine Johnson', 'Edsger Dijkstra', 'Barbara Liskov'];
const NAMES_BY_TYPE: Readonly<Record<string, readonly string[]>> = {
  Member: PEOPLE,
  Network: ['Acme Community'],
  NetworkPublicInfo: ['Acme Community'],
  Space: ['General', 'Product feedback', 'Announcements', 'Introductions'],
  Collection: ['Community', 'Product'],
  // The first member is the admin whose token the guide's samples send, so the first role is Admin.
  Role: ['Admin', 'Member', 'Moderator', 'Guest'],
  SpaceRole: ['Member', 'Admin'],
  PostType: ['Discussion', 'Question', 'Article', 'Comment'],
  Tag: ['roadmap', 'release-notes', 'help'],
  App: ['Release Notes', 'Slack Notifier'],
  Badge: ['Top contributor', 'Early adopter'],
  Template: ['Knowledge base', 'Q&A'],
};
const TITLES = ['Welcome to the community', 'Roadmap for the second quarter', 'How do I export my data?', 'Release notes: March'];
const SENTENCES: Readonly<Record<string, string>> = {
  tagline: 'Building things with the community API',
  bio: 'Developer and long-time community member.',
  description: 'A place to share ideas and ask questions.',
  about: 'Posts new release notes to your community.',
  shortContent: 'Here is what we plan to ship next.',
  message: 'The operation succeeded.',
};

/** The Guest role's scopes (facts: graphql.md §3.2, guest token example). */
export const GUEST_SCOPES: readonly string[] = [
  'network:login',
  'network:view',
  'role:view',
  'member:view:all',
  'member:verify',
  'network:join',
  'network:join:withToken',
  'network:join:withLink',
];

/** Objects whose fields must agree with each other to read like platform data, by type and position. */
const OBJECTS_BY_TYPE: Readonly<Record<string, readonly Readonly<Record<string, unknown>>[]>> = {
  // Admin's `*` and the Guest role's scopes are the examples of Tribe's guide (facts: graphql.md §3.2, §3.3);
  // no source lists a Member's or a Moderator's scopes (UNDOCUMENTED_FIELDS).
  Role: [
    {name: 'Admin', type: 'admin', scopes: ['*']},
    {name: 'Member', type: 'member'},
    {name: 'Moderator', type: 'moderator'},
    {name: 'Guest', type: 'guest', scopes: GUEST_SCOPES},
  ],
  // Posts use the first three types, replies the last (PostTypeContext: post | reply).
  PostType: [
    {name: 'Discussion', context: 'post'},
    {name: 'Question', context: 'post'},
    {name: 'Article', context: 'post'},
    {name: 'Comment', context: 'reply'},
  ],
  SpaceRole: [
    {name: 'Member', type: 'member'},
    {name: 'Admin', type: 'admin'},
  ],
  // A JWT login page of the partner's own site, and an OAuth2 provider's endpoints.
  Sso: [
    {
      type: 'jwt',
      provider: null,
      name: null,
      buttonText: 'Log in with Example',
      authorizationUrl: 'https://www.example.com/community/login',
      tokenUrl: null,
      userProfileUrl: null,
      scopes: null,
      signUpUrl: 'https://www.example.com/signup',
      settingsUrl: 'https://www.example.com/account',
      logoutUrl: 'https://www.example.com/logout',
    },
    {
      type: 'oauth2',
      provider: 'custom',
      name: null,
      buttonText: 'Log in with your Example account',
      authorizationUrl: 'https://login.example.com/oauth2/authorize',
      tokenUrl: 'https://login.example.com/oauth2/token',
      userProfileUrl: 'https://login.example.com/oauth2/userinfo',
      scopes: ['openid', 'email'],
      signUpUrl: null,
      settingsUrl: null,
      logoutUrl: null,
    },
  ],
  // A community on the free tier of the published limits (facts: graphql.md, rate limits "Version B": 100 requests
  // and 10,000 complexity points per 10 s burst), a few points into a window that resets seconds later.
  ApiRateLimitStat: [
    {consumableType: 'Request', limit: 100, consumedPoints: 3, remainingPoints: 97, duration: 10, resetsAt: '2024-03-14T09:27:00.000Z'},
    {
      consumableType: 'Complexity',
      limit: 10000,
      consumedPoints: 240,
      remainingPoints: 9760,
      duration: 10,
      resetsAt: '2024-03-14T09:27:00.000Z',
    },
  ],
  // Two days of usage, each counted in requests and in complexity, by the community's two apps.
  DailyApiUsage: [
    {date: '2024-03-14T00:00:00.000Z', usageType: 'Request', total: 1840},
    {date: '2024-03-14T00:00:00.000Z', usageType: 'Complexity', total: 52300},
    {date: '2024-03-15T00:00:00.000Z', usageType: 'Request', total: 1620},
    {date: '2024-03-15T00:00:00.000Z', usageType: 'Complexity', total: 47100},
  ],
  ClientApiUsage: [{clientName: 'Release Notes'}, {clientName: 'Slack Notifier'}],
  // The example community asks for a title on its post types and leaves the content optional.
  CustomFieldSchema: [
    {key: 'title', name: 'Title', required: true},
    {key: 'content', name: 'Content', required: false},
  ],
  EventType: [
    {name: 'post.published', noun: 'POST', verb: 'PUBLISHED', shortDescription: 'Post published'},
    {name: 'member.verified', noun: 'MEMBER', verb: 'VERIFIED', shortDescription: 'Member verified'},
  ],
};

/**
 * Fields whose value no source gives, by type, unless the object's entry in
 * OBJECTS_BY_TYPE has one: the world marks them, and a sample that reads one
 * fails.
 */
export const UNDOCUMENTED_FIELDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  Role: {scopes: "the platform does not document the scopes of this role (only Admin's `*` and the Guest role's are shown)"},
};

/**
 * The fields that must agree for the `index`-th object of a type. Entities
 * past the known entries get none, so that they do not borrow a seeded
 * object's name; id-less objects cycle through them.
 */
export function knownValues(type: GraphQLObjectType, index: number): Readonly<Record<string, unknown>> | undefined {
  const known = OBJECTS_BY_TYPE[type.name];
  if (known === undefined) return undefined;
  if ('id' in type.getFields() && index > known.length) return undefined;
  return pick(known, index);
}

/** The first moment every date is counted from: 2024-03-14T09:26:53.120Z. */
const EPOCH = Date.UTC(2024, 2, 14, 9, 26, 53, 120);
const DAY = 24 * 60 * 60 * 1000;

/**
 * How many objects of a type a community already holds: as many as the type
 * has names or shapes for (at most four), four otherwise; one community.
 */
export function seedCount(typeName: string): number {
  if (typeName === 'Network' || typeName === 'NetworkPublicInfo') return 1;
  const known = OBJECTS_BY_TYPE[typeName]?.length ?? NAMES_BY_TYPE[typeName]?.length;
  return Math.min(4, known ?? 4);
}

function pick<T>(list: readonly T[], index: number): T {
  return list[(index - 1) % list.length]!;
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function humanize(fieldName: string): string {
  const words = fieldName.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Tokens expire this long after a run starts: more than the 24 days beyond
 * which the client sets no expiry timer, which would keep a sample running.
 */
const TOKEN_LIFETIME_SECONDS = 90 * 24 * 60 * 60;

/**
 * A token shaped like a JWT whose payload names the member and community it
 * acts for. Its `exp` lies ahead of the run (the client reads it); the
 * lifetime is the stand-in's, not a documented one.
 */
export function sampleJwt(memberId: string, networkId: string): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const header = encode({alg: 'HS256', typ: 'JWT'});
  const issuedAt = Math.floor(Date.now() / 1000);
  const payload = encode({id: memberId, networkId, iat: issuedAt, exp: issuedAt + TOKEN_LIFETIME_SECONDS});
  return `${header}.${payload}.${platformId(`${memberId}:${networkId}:signature`)}${platformId('signature')}`;
}

/** The name the `index`-th object of a type goes by, which its `name`, `slug`, `username` and `email` agree with. */
function displayName(typeName: string, index: number): string {
  // Past the names a type has, an object gets one of its own, so that no two objects share a name.
  const names = NAMES_BY_TYPE[typeName] ?? (typeName === 'Post' ? TITLES : undefined);
  if (names !== undefined && index <= names.length) return names[index - 1]!;
  return `${humanize(typeName)} ${index}`;
}

const PREFERRED_ENUM_VALUES = [
  'succeeded',
  // A join request the community holds is one still waiting (the guide's space-members page).
  'PENDING',
  'SUCCEEDED',
  'PUBLISHED',
  'ACTIVE',
  'VERIFIED',
  'ENABLED',
  'enable',
  'Pending',
  'PUBLIC',
  'NETWORK',
  // A community anyone can see and join, as the sign-up tutorial needs.
  'public',
  'open',
];

function enumValue(type: GraphQLEnumType): string {
  const values = type.getValues().map((value) => value.name);
  return PREFERRED_ENUM_VALUES.find((value) => values.includes(value)) ?? values[0]!;
}

export interface ValueContext {
  readonly typeName: string;
  readonly index: number;
}

function scalarValue(scalarName: string, fieldName: string, context: ValueContext): unknown {
  const {typeName, index} = context;
  const name = displayName(typeName, index);
  const lower = fieldName.toLowerCase();
  if (fieldName === 'id') return objectId(typeName, index);
  if (/Id$/.test(fieldName) && (scalarName === 'ID' || scalarName === 'String')) {
    const target = fieldName.slice(0, -2);
    return objectId(target.charAt(0).toUpperCase() + target.slice(1), 1);
  }
  if (/Ids$/.test(fieldName)) return objectId(fieldName.slice(0, -3), 1);
  if (scalarName === 'Boolean') return /^(hasNextPage|verified|succeeded|available)$/.test(fieldName);
  if (scalarName === 'Int' || scalarName === 'Float') {
    if (lower.endsWith('count')) return 2;
    if (lower === 'width') return 1200;
    if (lower === 'height') return 630;
    // The upload limits one community's data shows (facts: tutorial.md §8, fileSizeLimit and imageSizeLimit).
    if (fieldName === 'fileSizeLimit') return 524288000;
    if (fieldName === 'imageSizeLimit') return 10485760;
    if (lower.includes('size')) return 48213;
    if (lower.includes('expires') || lower === 'ttl') return 3600;
    return index;
  }
  // What expires does so a month after it was made, not the moment it was made.
  if (/(^e|E)xpiresAt$/.test(fieldName)) return new Date(EPOCH + (index - 1 + 30) * DAY).toISOString();
  if (scalarName === 'DateTime' || /At$/.test(fieldName)) return new Date(EPOCH + (index - 1) * DAY).toISOString();
  if (lower === 'accesstoken' || lower === 'refreshtoken' || lower === 'token') {
    return sampleJwt(objectId('Member', 1), objectId('Network', 1));
  }
  if (scalarName === 'JSON' || lower === 'settings') return '{}';
  // The signed form fields of an upload target, which samples parse and send with the file.
  if (fieldName === 'fields')
    return JSON.stringify({
      key: `uploads/${objectId(typeName, index)}`,
      policy: platformId('policy'),
      'X-Amz-Signature': platformId('signature'),
    });
  if (fieldName === 'name' || fieldName === 'title' || fieldName === 'displayName') return name;
  // A member's username is their first name (`ada`), as the guide looks members up; `member7` past the names.
  if (fieldName === 'username') return PEOPLE.includes(name) ? slugify(name).split('-')[0]! : slugify(name).replace(/-/g, '');
  if (fieldName === 'slug') return slugify(name);
  if (lower.endsWith('email')) return `${slugify(name).replace(/-/g, '.')}@example.com`;
  if (lower === 'domain' || lower.endsWith('domain')) return 'community.example.com';
  if (lower === 'gatewayurl' || lower === 'graphqlurl') return 'https://app.tribe.so/graphql';
  if (fieldName === 'link') return `https://community.example.com/invite/${objectId(typeName, index)}`;
  if (fieldName === 'fileTypesLimit') return 'application/pdf';
  if (fieldName === 'imageTypesLimit') return 'image/*';
  // An image's resized versions (MediaUrls), named after the image they belong to, whose position they share.
  if (typeName === 'MediaUrls') return `https://uploads.example.com/images/${objectId('Image', index)}/${fieldName}.png`;
  if (lower === 'signedurl') return `https://uploads.example.com/${objectId(typeName, index)}`;
  if (lower.endsWith('url')) return `https://community.example.com/${slugify(typeName)}/${slugify(name)}-${objectId(typeName, index)}`;
  // Credentials look like random strings, not like labels.
  if (lower.endsWith('secret')) return `${platformId(`${typeName}:${fieldName}:${index}`)}${platformId(`${fieldName}:${index}`)}`;
  if (fieldName === 'code' || lower.endsWith('code')) return String(482913 + index);
  if (fieldName === 'color' || lower.endsWith('color')) return '#2563eb';
  if (fieldName === 'value') return JSON.stringify(`<p>${pick(TITLES, index)}</p>`);
  if (fieldName === 'key') return `${slugify(fieldName)}-${index}`;
  if (fieldName === 'locale' || fieldName === 'language') return 'en-US';
  const sentence = SENTENCES[fieldName];
  if (sentence !== undefined) return sentence;
  return `${humanize(fieldName)} ${index}`;
}

export function leafValue(type: GraphQLOutputType, fieldName: string, context: ValueContext): unknown {
  if (isNonNullType(type)) return leafValue(type.ofType, fieldName, context);
  if (isListType(type)) return [leafValue(type.ofType, fieldName, context)];
  if (isEnumType(type)) return enumValue(type);
  if (isScalarType(type)) return scalarValue(type.name, fieldName, context);
  throw new Error(`${fieldName}: not a leaf type`);
}

/** Values for every leaf field of the `index`-th object of `type`; object fields are left for the mock store to fill. */
export function leafFieldValues(type: GraphQLObjectType, index: number): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const context: ValueContext = {typeName: type.name, index};
  for (const field of Object.values(type.getFields()) as GraphQLField<unknown, unknown>[]) {
    if (isLeafType(getNamedType(field.type))) values[field.name] = leafValue(field.type, field.name, context);
  }
  const known = knownValues(type, index);
  if (known === undefined) return values;
  // Without an id, the mock store asks a type's mock again for each object field it fills, which would skip
  // positions in `known`; nullable object fields left empty keep it to one call per object.
  const fields = Object.values(type.getFields()) as GraphQLField<unknown, unknown>[];
  if (!fields.some((field) => field.name === 'id')) {
    for (const field of fields) {
      if (!isLeafType(getNamedType(field.type)) && !isNonNullType(field.type)) values[field.name] = null;
    }
  }
  return {...values, ...known};
}

/** Fallback values for scalars the store asks for outside an object (list items, arguments). */
export function scalarFallback(type: GraphQLNamedType): unknown {
  if (isEnumType(type)) return enumValue(type);
  return scalarValue(type.name, 'item', {typeName: type.name, index: 1});
}
