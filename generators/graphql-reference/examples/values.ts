/**
 * Example values that look like data, derived from a field's name, its type
 * and the kind of thing it belongs to, the same way every time: the variables
 * of an example and its response use these rules, so an id or a title in the
 * variables comes back unchanged in the response.
 */
import {createHash} from 'node:crypto';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * An id in the platform's format (12 letters and digits), fixed for a kind of
 * thing and its position in a list: every example's space is the same space.
 */
export function exampleId(entity: string, index = 0): string {
  const digest = createHash('sha256').update(`${entity}#${index}`).digest();
  return Array.from(digest.subarray(0, 12), (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('');
}

/** Ids named by a role rather than a kind: `repliedToId` is a post's, `createdById` a member's. */
const ROLE_ENTITIES: Readonly<Record<string, string>> = {
  Actor: 'Member',
  Author: 'Member',
  CreatedBy: 'Member',
  Owner: 'Member',
  RepliedTo: 'Post',
};

/**
 * `CreatePostInput` → `Post`, `PaginatedMember` → `Member`, `spaceId` → `Space`,
 * `deletePost` → `Post`, `repliedToId` → `Post`.
 */
export function entityOf(name: string): string {
  const capitalized = name.charAt(0).toUpperCase() + name.slice(1);
  const entity = capitalized
    .replace(/Input$/, '')
    // `ProductCreateInput` names its verb last.
    .replace(/(?<=[a-z])(Create|Update|Upsert|Delete)$/, '')
    .replace(
      /^(Create|Update|Upsert|Add|Remove|Delete|Paginated|Get|Join|Leave|Archive|Unarchive|Pin|Unpin|Publish|Unpublish|Hide|Unhide)(?=[A-Z])/,
      '',
    )
    .replace(/Ids?$/, '');
  return ROLE_ENTITIES[entity] ?? entity;
}

/** What things of each common kind are called in the examples: the first, then the second item of a list. */
const NAMES: Readonly<Record<string, readonly [string, string]>> = {
  App: ['Release Notes Sync', 'Help Desk Bridge'],
  Badge: ['Top contributor', 'First answer'],
  Collection: ['Product', 'Community'],
  Invitee: ['Jane Doe', 'Sam Lee'],
  Member: ['Jane Doe', 'Sam Lee'],
  Network: ['Acme Community', 'Acme Partners'],
  Page: ['Changelog', 'Roadmap'],
  PostType: ['Discussion', 'Question'],
  Role: ['Moderator', 'Member'],
  Space: ['Product updates', 'Help and support'],
  SpaceRole: ['Space admin', 'Space member'],
  Tag: ['release', 'how-to'],
  Template: ['Announcement', 'Knowledge base'],
};

const TITLES: Readonly<Record<string, readonly [string, string]>> = {
  Post: ['Version 2.0 is out', 'How do I export my data?'],
};

const DESCRIPTIONS: Readonly<Record<string, string>> = {
  App: 'Posts each release note to the community.',
  Badge: 'Given to members whose answers helped others.',
  Collection: 'Spaces about the product.',
  Network: 'Where Acme customers help each other.',
  PostType: 'A conversation that members can reply to.',
  Role: 'Can edit and remove posts in every space.',
  Space: 'News about each release, from the product team.',
  Tag: 'Posts about new versions.',
};

/** The text of a post's content in every example: HTML, as the `html` mapping type expects. */
export const POST_CONTENT_HTML = '<p>Read the release notes.</p>';

/** A post's title and content as mapping fields: each value JSON-encoded, as the guide's create-post page explains. */
export function postMappingFields(title: string = exampleString('title', 'Post')): unknown[] {
  return [
    {key: 'title', type: 'text', value: JSON.stringify(title)},
    {key: 'content', type: 'html', value: JSON.stringify(POST_CONTENT_HTML)},
  ];
}

export const EXAMPLE_DATE_TIME = '2026-03-14T09:30:00.000Z';

const slugOf = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function humanName(entity: string, index = 0): string {
  const known = NAMES[entity];
  if (known !== undefined) return known[index % 2]!;
  return `Example ${entity.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()}${index > 0 ? ` ${index + 1}` : ''}`;
}

function titleOf(entity: string, index: number): string {
  return TITLES[entity]?.[index % 2] ?? humanName(entity, index);
}

/** A string for a field of a thing of kind `entity`, by the field's name; `String` fields with no rule get a plain word. */
export function exampleString(fieldName: string, entity: string, index = 0): string {
  // Some ids are typed String (`postTypeId: String!`): they still look like ids.
  if (fieldName === 'id') return exampleId(entity, index);
  // Another thing's id: the same one in every item of a list.
  if (/[a-z]Id$/.test(fieldName)) return exampleId(entityOf(fieldName));
  const name = fieldName.toLowerCase();
  if (/(^|_)(e?mail|emailaddress)$/.test(name) || name.endsWith('email')) return 'jane.doe@example.com';
  if (name === 'username') return 'jane_doe';
  if (name === 'password') return 'a-long-and-unique-passphrase';
  if (name.endsWith('gatewayurl')) return 'https://app.tribe.so/graphql';
  if (/(url|uri|link|href)$/.test(name)) return `https://community.example.com/${slugOf(humanName(entity))}`;
  if (name.endsWith('domain')) return 'community.example.com';
  if (name === 'slug' || name.endsWith('slug')) return slugOf(titleOf(entity, index));
  if (name === 'title' || name.endsWith('title')) return titleOf(entity, index);
  if (name === 'name' || name.endsWith('name')) return humanName(entity, index);
  if (/(content|text|body|message)$/.test(name)) return entity === 'Post' ? POST_CONTENT_HTML : 'Thanks for joining the community!';
  if (/(description|tagline|about|summary)$/.test(name))
    return DESCRIPTIONS[entity] ?? `The ${humanName(entity).toLowerCase()} of this example.`;
  if (/(token|secret)$/.test(name)) return 'eyJhbGciOiJIUzI1NiJ9.example.signature';
  if (/(code|challenge)$/.test(name)) return 'D4x9Q2';
  if (/(locale|language|lang)$/.test(name)) return 'en-US';
  if (name.endsWith('color')) return '#3451b2';
  if (name.endsWith('timezone')) return 'Europe/Amsterdam';
  if (name.endsWith('at') || name.endsWith('date')) return EXAMPLE_DATE_TIME;
  if (name.endsWith('query') || name === 'q') return 'release notes';
  if (name.endsWith('key')) return 'title';
  return 'example';
}

/** An integer for a field, by its name: page sizes, offsets, counts. */
export function exampleInt(fieldName: string): number {
  if (/^(limit|first|last|size|pagesize|perpage)$/i.test(fieldName)) return 10;
  if (/offset|skip/i.test(fieldName)) return 0;
  if (/^totalcount$/i.test(fieldName)) return 2;
  if (/count$/i.test(fieldName)) return 12;
  return 1;
}

/** A value for a scalar field. */
export function exampleScalar(typeName: string, fieldName: string, entity: string, index = 0): unknown {
  switch (typeName) {
    case 'ID':
      // The thing's own id differs from item to item of a list; another thing's id does not.
      // Any other ID names another thing: `spaceId`, or GitHub's and Saleor's `repository: ID!`, `productType: ID!`.
      return fieldName === 'id' ? exampleId(entity, index) : exampleId(entityOf(fieldName));
    case 'Int':
      return exampleInt(fieldName);
    case 'Float':
      return /count$/i.test(fieldName) ? exampleInt(fieldName) : 4.5;
    case 'Boolean':
      return !/^(is)?(deleted|blocked|hidden|locked|archived|private|unlisted)$/i.test(fieldName);
    case 'DateTime':
    case 'Date':
      return EXAMPLE_DATE_TIME;
    case 'JSON':
    case 'Any':
      return {};
    default:
      // JSON by another name: a JSON value, or a string that holds one (`JSONString`), never a made-up word.
      if (/json/i.test(typeName)) return /string/i.test(typeName) ? '{"key": "value"}' : {};
      return exampleString(fieldName, entity, index);
  }
}
