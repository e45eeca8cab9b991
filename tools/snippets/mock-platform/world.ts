/**
 * The state of the local platform during one sample: a small in-memory store
 * of objects keyed by type and id, and the GraphQL resolvers that read and
 * change it.
 *
 * Behaviour is driven by the schema, not by the samples:
 * - Every type that has an `id` field is an entity. A community already holds
 *   a few of each (`SEED_COUNT`), made on first use with the deterministic
 *   values of `values.ts`; what a sample creates comes after them.
 * - Root fields named `create*`/`add*` create objects from their arguments,
 *   `update*` change the object their `id` names, `delete*`/`remove*` take it
 *   out of every list. A field with an `id` (or `<type>Id`, `slug`,
 *   `username`…) argument returns that object; one the store has never seen
 *   is taken to exist with that key, as on a community the reader owns.
 * - Paginated connections and lists honour `limit`, `offset`, `after`,
 *   `orderBy` and `reverse`, and filter on arguments that name a field of the
 *   items (`status`, `context`, `query`…); `totalCount` and `*Count` fields
 *   count the same items. An argument or parent that names another entity
 *   (`spaceId`, `space.members`) scopes the list to the items related to it.
 * - A request's actor comes from its Bearer token (`id`, `networkId`), which
 *   is how `authMember`, `network` and what a sample creates know who and
 *   where it is.
 * A few operations follow rules of their own (`SPECIAL_FIELDS`), each with the
 * source of its behaviour. A value that no source gives is marked
 * undocumented: the sandbox fails a sample that reads it.
 */
import {
  getNamedType,
  getNullableType,
  type GraphQLField,
  type GraphQLFieldResolver,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type GraphQLTypeResolver,
  isAbstractType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  type ResponsePath,
} from 'graphql';

import {NETWORK_API} from '../../../generators/graphql-reference/apis';
import {
  botMemberId,
  GUEST_SCOPES,
  guestMemberId,
  knownValues,
  leafFieldValues,
  leafValue,
  objectId,
  platformId,
  sampleJwt,
  seedCount,
  UNDOCUMENTED_FIELDS,
} from './values';

/** What a request's Bearer token says about who sends it. */
export interface Actor {
  readonly memberId: string | null;
  readonly networkId: string | null;
  /** The app's client id, when the request authenticates with the app's credentials (HTTP Basic). */
  readonly clientId?: string | null;
}

/** A value the platform had to make up because no source gives it, at its path in the response. */
export interface UndocumentedRead {
  readonly path: string;
  readonly reason: string;
}

/** A leaf value a mutation sent that came back different on the object it returned. */
export interface SentValueMismatch {
  readonly path: string;
  readonly sent: unknown;
  readonly returned: unknown;
}

export interface RequestContext {
  readonly world: World;
  readonly actor: Actor;
  readonly undocumented: UndocumentedRead[];
  /** The arguments of each root mutation field, by response key, for the sent-versus-returned check. */
  readonly mutations: Map<string, {readonly field: GraphQLField<unknown, unknown>; readonly args: Record<string, unknown>}>;
  /** The schema field behind each response path under a mutation, so the check can compare only values of one kind. */
  readonly fieldsByPath: Map<string, GraphQLField<unknown, unknown>>;
}

type Obj = Record<string, unknown>;

const TYPE = '__typename';
/** Position of an object among the objects of its type, which its generated values derive from. */
const INDEX = Symbol('index');
/** True for an object the sample created: it has no children it was not given. */
const CREATED = Symbol('created');
/** True for an object the community held before the sample: only these have children the sample did not give them. */
const SEEDED = Symbol('seeded');
/**
 * True for an object the sample named by a key the store had not shown (a
 * space id of the reader's community): it was there before the sample, so it
 * gets children of its own the first time a list asks for them.
 */
const ADOPTED = Symbol('adopted');
/** Field name → why its value is made up. */
const UNDOCUMENTED = Symbol('undocumented');

interface Meta {
  [INDEX]?: number;
  [CREATED]?: boolean;
  [SEEDED]?: boolean;
  [ADOPTED]?: boolean;
  [UNDOCUMENTED]?: Record<string, string>;
}

type Entity = Obj & Meta;

function meta(object: Obj): Meta {
  return object;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function isPlainObject(value: unknown): value is Obj {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function isPaginated(type: GraphQLNamedType): boolean {
  return isObjectType(type) && 'pageInfo' in type.getFields() && 'totalCount' in type.getFields();
}

/** The item type of a paginated connection. */
function nodeType(type: GraphQLObjectType): GraphQLObjectType | null {
  const fields = type.getFields();
  const nodes = fields.nodes ? getNamedType(fields.nodes.type) : null;
  if (nodes && isObjectType(nodes)) return nodes;
  const edge = fields.edges ? getNamedType(fields.edges.type) : null;
  const node = edge && isObjectType(edge) ? edge.getFields().node : undefined;
  const named = node ? getNamedType(node.type) : null;
  return named && isObjectType(named) ? named : null;
}

function isEntityType(type: GraphQLNamedType): boolean {
  return isObjectType(type) && 'id' in type.getFields() && isLeafType(getNamedType(type.getFields().id!.type));
}

/** ID and String carry the same values (ids are sent as strings); other leaf types must be the same type. */
function sameKind(a: GraphQLNamedType, b: GraphQLNamedType): boolean {
  const stringy = (name: string) => name === 'ID' || name === 'String';
  return a.name === b.name || (stringy(a.name) && stringy(b.name));
}

function cursor(position: number): string {
  return Buffer.from(`cursor:${position}`).toString('base64');
}

function cursorPosition(value: unknown): number {
  if (typeof value !== 'string' || value === '') return 0;
  const match = /^cursor:(\d+)$/.exec(Buffer.from(value, 'base64').toString('utf8'));
  return match ? Number(match[1]) : 0;
}

/** Response path as the sandbox writes it: `data.members.edges[0].node`. */
export function pathString(path: ResponsePath | undefined): string {
  const keys: (string | number)[] = [];
  for (let at = path; at; at = at.prev) keys.unshift(at.key);
  return keys.reduce<string>((text, key) => (typeof key === 'number' ? `${text}[${key}]` : `${text}.${key}`), 'data');
}

/** Where an object's child list comes from: the entity it belongs to, and the field of the items that points back. */
interface Scope {
  readonly parent: Entity;
  readonly parentType: string;
}

type FieldRule = (world: World, args: Record<string, unknown>, context: RequestContext, field: GraphQLField<unknown, unknown>) => unknown;

export class World {
  private readonly byType = new Map<string, Map<string, Entity>>();
  /** Every object of a type that lists can return, in creation order: entities and id-less relations (SpaceMember). */
  private readonly collections = new Map<string, Entity[]>();
  private readonly counters = new Map<string, number>();
  private readonly seededTypes = new Set<string>();
  private readonly seededRelations = new Set<string>();
  private readonly seededScopes = new Set<string>();
  private readonly removed = new Set<Entity>();
  /** Invitation tokens the sample validated, each standing for one invitation. */
  private readonly invitationsByToken = new Map<string, Entity>();

  constructor(
    readonly schema: GraphQLSchema,
    private readonly api: 'network' | 'global',
  ) {}

  // --- objects ---------------------------------------------------------------

  objectType(name: string): GraphQLObjectType {
    const type = this.schema.getType(name);
    if (!type || !isObjectType(type)) throw new Error(`${name} is not an object type of the ${this.api} API`);
    return type;
  }

  private nextIndex(typeName: string): number {
    const index = (this.counters.get(typeName) ?? 0) + 1;
    this.counters.set(typeName, index);
    return index;
  }

  /** A new object of `typeName` with its generated leaf values; entities are stored and listed. */
  private make(
    typeName: string,
    options: {id?: string; created?: boolean; values?: Obj; index?: number; listed?: boolean; seeded?: boolean; adopted?: boolean} = {},
  ): Entity {
    const type = this.objectType(typeName);
    if (isEntityType(type)) this.seed(typeName);
    let index = options.index ?? this.nextIndex(typeName);
    // A new entity never takes an id the sample already named (a post id copied from a page, looked up before).
    if (options.index === undefined && options.id === undefined && isEntityType(type)) {
      while (this.entities(typeName).has(objectId(typeName, index))) index = this.nextIndex(typeName);
    }
    const values = leafFieldValues(type, index);
    // A foreign key follows the object it names, resolved on first read, so the two always agree.
    // So does a count of a list on the same object (`membersCount` beside `members`).
    for (const name of Object.keys(values)) {
      const listBase = /^(.+)Count$/.exec(name)?.[1];
      if (this.siblingObjectField(type, name) || (listBase !== undefined && listBase in type.getFields()))
        Reflect.deleteProperty(values, name);
    }
    const object: Entity = {[TYPE]: typeName, ...values, ...options.values};
    object[INDEX] = index;
    if (options.created) object[CREATED] = true;
    if (options.seeded || options.adopted) object[SEEDED] = true;
    if (options.adopted) object[ADOPTED] = true;
    const known = knownValues(type, index);
    for (const [name, reason] of Object.entries(UNDOCUMENTED_FIELDS[typeName] ?? {})) {
      if (known === undefined || !(name in known)) this.markUndocumented(object, name, reason);
    }
    if (options.id !== undefined) {
      // Generated values that name the object (its url) name it by the id it was asked for.
      const generatedId = objectId(typeName, index);
      for (const [key, value] of Object.entries(object)) {
        if (typeof value === 'string' && value.includes(generatedId)) object[key] = value.split(generatedId).join(options.id);
      }
      object.id = options.id;
    }
    if (isEntityType(type)) {
      this.entities(typeName).set(String(object.id), object);
    }
    if (options.listed !== false) this.collection(typeName).push(object);
    return object;
  }

  private entities(typeName: string): Map<string, Entity> {
    let map = this.byType.get(typeName);
    if (!map) this.byType.set(typeName, (map = new Map<string, Entity>()));
    return map;
  }

  private collection(typeName: string): Entity[] {
    let list = this.collections.get(typeName);
    if (!list) this.collections.set(typeName, (list = []));
    return list;
  }

  /** The objects a community already holds of an entity type, made the first time the type is used. */
  private seed(typeName: string): void {
    if (this.seededTypes.has(typeName)) return;
    this.seededTypes.add(typeName);
    for (let index = 1; index <= seedCount(typeName); index++) this.make(typeName, {seeded: true});
  }

  /** The entity with this id; one the store has not seen is taken to exist (the sample names an object of the reader's community). */
  entity(typeName: string, id: string): Entity {
    this.seed(typeName);
    return this.entities(typeName).get(id) ?? this.make(typeName, {id, adopted: true});
  }

  /** The `index`-th seeded entity of a type, wrapping around the seeded ones. */
  private seeded(typeName: string, index: number): Entity {
    this.seed(typeName);
    const count = Math.max(1, seedCount(typeName));
    return this.entity(typeName, objectId(typeName, ((index - 1) % count) + 1));
  }

  isRemoved(object: Entity): boolean {
    return this.removed.has(object);
  }

  /** Takes an object out of every list; later reads by id still find it, as the platform keeps deleted rows. */
  remove(object: Entity): void {
    this.removed.add(object);
  }

  /** The object field that a foreign-key leaf (`spaceId`, `attachmentIds`) stands beside, if any. */
  private siblingObjectField(type: GraphQLObjectType, leafName: string): GraphQLField<unknown, unknown> | undefined {
    const fields = type.getFields();
    const base = /^(.+)Ids$/.exec(leafName)?.[1] ?? /^(.+)Id$/.exec(leafName)?.[1];
    if (base === undefined) return undefined;
    const candidate = leafName.endsWith('Ids') ? (fields[`${base}s`] ?? fields[base]) : fields[base];
    return candidate && isObjectType(getNamedType(candidate.type)) ? candidate : undefined;
  }

  private clearUndocumented(object: Obj, fieldName: string): void {
    const marks = meta(object)[UNDOCUMENTED];
    if (marks && fieldName in marks) Reflect.deleteProperty(marks, fieldName);
  }

  /** Marks a field's value as one that no source documents, so a sample that reads it fails. */
  markUndocumented(object: Obj, fieldName: string, reason: string): void {
    const own = meta(object);
    own[UNDOCUMENTED] = {...own[UNDOCUMENTED], [fieldName]: reason};
  }

  // --- writing values sent by a request ----------------------------------------

  /**
   * Copies the values a request sent onto an object: every argument and input
   * field that names a field of the object with the same kind of value, and
   * nested inputs onto nested objects (`customCodes: {head, body}`).
   */
  apply(object: Entity, type: GraphQLObjectType, values: Obj, inputTypes: Record<string, GraphQLInputType>): void {
    const fields = type.getFields();
    for (const [name, value] of Object.entries(values)) {
      const inputType = inputTypes[name];
      if (inputType === undefined || value === undefined) continue;
      const namedInput = getNamedType(inputType);
      const field = fields[name];
      if (field && isLeafType(getNamedType(field.type)) && isLeafType(namedInput)) {
        if (name === 'id' || !sameKind(getNamedType(field.type), namedInput)) continue;
        object[name] = value;
        // A value the request sent is known, whatever the stand-in would have made up.
        this.clearUndocumented(object, name);
        // The object a foreign key names is looked up again on the next read.
        const sibling = this.siblingObjectField(type, name);
        if (sibling) Reflect.deleteProperty(object, sibling.name);
      } else if (!field && typeof value === 'string' && /.Id$/.test(name)) {
        // An id sent for an object the type has no id field for (`collectionId` of a Space) names that object.
        const objectField = fields[name.slice(0, -2)];
        const objectType = objectField ? getNamedType(objectField.type) : undefined;
        if (objectField && objectType && isEntityType(objectType) && !isListType(getNullableType(objectField.type)))
          object[objectField.name] = this.entity(objectType.name, value);
      } else if (field && isInputObjectType(namedInput) && isObjectType(getNamedType(field.type)) && isPlainObject(value)) {
        const nestedType = getNamedType(field.type) as GraphQLObjectType;
        const nested = isPlainObject(object[name]) ? (object[name] as Entity) : this.make(nestedType.name, {created: true});
        const inner = Object.fromEntries(Object.entries(namedInput.getFields()).map(([key, input]) => [key, input.type]));
        this.apply(nested, nestedType, value, inner);
        object[name] = nested;
      }
    }
    if (type.name === 'Post') this.applyPostFields(object, values);
  }

  /**
   * A post's title and content arrive as mapping fields with JSON-encoded
   * values (facts: tutorial.md §2, `PostMappingFieldInput`; the guide's
   * create-post page), and come back as its `title` and content fields.
   */
  private applyPostFields(post: Entity, values: Obj): void {
    const mappingFields = values.mappingFields;
    if (Array.isArray(mappingFields)) {
      post.mappingFields = mappingFields.filter(isPlainObject).map((field) => ({[TYPE]: 'PostMappingField', ...field}));
      post.fields = mappingFields.filter(isPlainObject).map((field) => ({[TYPE]: 'CustomField', key: field.key, value: field.value}));
      for (const field of mappingFields.filter(isPlainObject)) {
        let decoded: unknown = field.value;
        try {
          decoded = JSON.parse(String(field.value));
        } catch {
          // A value that is not JSON is kept as sent.
        }
        if (field.key === 'title') post.title = String(decoded);
        if (field.key === 'content') {
          post.shortContent = String(decoded);
          post.textContent = String(decoded)
            .replace(/<[^>]*>/g, '')
            .trim();
          post.hasMoreContent = false;
        }
      }
      if (typeof post.title === 'string' && post[CREATED]) {
        const slug = post.title
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '');
        post.slug = slug;
        post.url = `https://community.example.com/post/${slug}-${String(post.id)}`;
      }
    }
    // Tags named when creating a post are the post's tags (facts: tutorial.md §2, CreatePostInput.tagNames).
    if (Array.isArray(values.tagNames)) {
      const tagFields = this.objectType('Tag').getFields();
      const tags = values.tagNames.map((name) =>
        this.findOrMake(
          'Tag',
          Object.fromEntries(['name', 'slug', 'title'].filter((key) => key in tagFields).map((key) => [key, String(name)])),
        ),
      );
      post.tags = tags;
      post.tagIds = tags.map((tag) => tag.id);
    }
  }

  private findOrMake(typeName: string, values: Obj): Entity {
    this.seed(typeName);
    const found = this.collection(typeName).find((item) => Object.entries(values).every(([key, value]) => item[key] === value));
    return found ?? this.make(typeName, {created: true, values});
  }

  /** Creates an object of `type` from a request's arguments; `actor` is who created it. */
  create(type: GraphQLObjectType, values: Obj, inputTypes: Record<string, GraphQLInputType>, actor: Actor): Entity {
    // The objects a parent already holds come first, so that what the sample creates is the newest of its list.
    for (const [name, value] of Object.entries(values)) {
      const parentType = idArgumentType(name);
      if (typeof value !== 'string' || parentType === null || !this.schema.getType(parentType)) continue;
      if (isEntityType(this.schema.getType(parentType)!) && this.relationField(type, parentType) !== null)
        this.relatedTo(type.name, parentType, value);
    }
    const object = this.make(type.name, {created: true});
    const fields = type.getFields();
    // Who created it and where: the token's member and community.
    for (const name of ['createdById', 'ownerId', 'addedById', 'inviterId', 'installedById']) {
      if (name in fields && actor.memberId) object[name] = actor.memberId;
    }
    if ('networkId' in fields && actor.networkId) object.networkId = actor.networkId;
    if ('createdBy' in fields && isEntityType(getNamedType(fields.createdBy.type)) && actor.memberId) {
      object.createdBy = this.entity('Member', actor.memberId);
    }
    this.apply(object, type, values, inputTypes);
    // A created object's slug is its name with a suffix unless the request set one, as in Tribe's guide
    // (`product-updates-fw15x39k`; facts: graphql.md §4, createSpace).
    if (typeof object.name === 'string' && 'slug' in fields && values.slug === undefined && typeof values.name === 'string') {
      const base = object.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
      object.slug = `${base}-${platformId(object.name).toLowerCase().slice(0, 8)}`;
      if ('url' in fields) object.url = `https://community.example.com/${lowerFirst(type.name)}/${String(object.slug)}`;
    }
    return object;
  }

  // --- reading ---------------------------------------------------------------

  /** The value of a field of a stored or generated object; generates and keeps it on first read. */
  field(source: Entity, field: GraphQLField<unknown, unknown>, args: Record<string, unknown>, context: RequestContext, path: ResponsePath) {
    const reason = meta(source)[UNDOCUMENTED]?.[field.name];
    if (reason !== undefined) context.undocumented.push({path: pathString(path), reason});
    const parentType = this.objectType(String(source[TYPE]));
    const derive = DERIVED_FIELDS[`${parentType.name}.${field.name}`];
    if (derive && !Object.hasOwn(source, field.name)) return derive(this, source, context, args, field);
    const named = getNamedType(field.type);
    if (isPaginated(named) && !Object.hasOwn(source, field.name)) {
      return this.connection(named as GraphQLObjectType, this.childItems(source, parentType, field, named as GraphQLObjectType), args);
    }
    if (Object.hasOwn(source, field.name)) {
      const stored = source[field.name];
      if (Array.isArray(stored) && isObjectType(named) && field.args.some((arg) => arg.name === 'limit')) {
        return (stored as Entity[]).filter((item) => !this.isRemoved(item)).slice(0, Number(args.limit ?? stored.length));
      }
      return Array.isArray(stored) ? stored.filter((item) => !isPlainObject(item) || !this.isRemoved(item as Entity)) : stored;
    }
    const value = this.generate(source, parentType, field);
    if (!field.args.length) source[field.name] = value;
    return value;
  }

  private generate(source: Entity, parentType: GraphQLObjectType, field: GraphQLField<unknown, unknown>): unknown {
    const named = getNamedType(field.type);
    const list = isListType(getNullableType(field.type));
    if (isLeafType(named)) {
      const sibling = this.siblingObjectField(parentType, field.name);
      if (sibling) {
        const target = this.field(source, sibling, {}, this.silentContext(), undefined as unknown as ResponsePath);
        // An id-less object (a post's owner, a SpaceMember) stands for its member.
        const idOf = (item: unknown): unknown => {
          if (!isPlainObject(item)) return null;
          if ('id' in item) return item.id;
          const type = this.schema.getType(String(item[TYPE]));
          if (type && isObjectType(type) && 'id' in type.getFields()) return this.readLeaf(item, type, 'id');
          return this.readObject(item, 'member')?.id ?? null;
        };
        const ids = Array.isArray(target) ? target.map(idOf) : idOf(target);
        if (ids !== null && ids !== undefined) return ids;
        if (!isNonNullType(field.type)) return null;
      }
      const count = this.countOf(source, parentType, field.name);
      if (count !== null) return count;
      return leafValue(field.type, field.name, {typeName: parentType.name, index: meta(source)[INDEX] ?? 1});
    }
    if (!isObjectType(named) && !isAbstractType(named)) return null;
    const idValue = source[`${field.name}Id`];
    // A foreign key into a union (`profilePictureId` → Media) names an object of whichever member type holds that id.
    const concrete = isObjectType(named) ? named : (this.holderOf(named, idValue) ?? this.concreteType(named));
    if (!concrete) return null;
    if (list) return this.childItems(source, parentType, field, null);
    // A stored foreign key names the object.
    if (typeof idValue === 'string') {
      if (isEntityType(concrete)) return this.entity(concrete.name, idValue);
      if ('member' in concrete.getFields()) return this.make(concrete.name, {values: {member: this.entity('Member', idValue)}});
    }
    // An object the community holds is not a reply to, or a copy of, another of its kind.
    if (concrete.name === parentType.name && !isNonNullType(field.type)) return null;
    if (isEntityType(concrete)) {
      // What the sample created belongs to its actor's community.
      if (concrete.name === 'Network' && typeof source.networkId === 'string') return this.entity('Network', source.networkId);
      return this.seeded(concrete.name, meta(source)[INDEX] ?? 1);
    }
    // An id-less object inside another (a post's owner) is part of it, not a row of its own: it shares the
    // parent's position, so every read of the parent finds the same one, and no list finds it.
    const child = this.make(concrete.name, {index: meta(source)[INDEX] ?? 1, listed: false});
    // An id-less object inside a generated one points back at its parent where it has a field of the parent's type.
    for (const [name, inner] of Object.entries(concrete.getFields())) {
      if (getNamedType(inner.type).name === parentType.name && !isListType(getNullableType(inner.type))) child[name] = source;
    }
    return child;
  }

  private silentContext(): RequestContext {
    return {world: this, actor: {memberId: null, networkId: null}, undocumented: [], mutations: new Map(), fieldsByPath: new Map()};
  }

  /** The member type of a union or interface whose stored objects include `id`. */
  private holderOf(type: GraphQLNamedType, id: unknown): GraphQLObjectType | null {
    if (!isAbstractType(type) || typeof id !== 'string') return null;
    return this.schema.getPossibleTypes(type).find((possible) => this.entities(possible.name).has(id)) ?? null;
  }

  private concreteType(type: GraphQLNamedType): GraphQLObjectType | null {
    if (!isAbstractType(type)) return null;
    // The first concrete type by name, so that a union always resolves the same way.
    return [...this.schema.getPossibleTypes(type)].sort((a, b) => a.name.localeCompare(b.name))[0] ?? null;
  }

  /** `membersCount`, `postsCount`, `repliesCount`: the size of the list of the same name on the object. */
  private countOf(source: Entity, parentType: GraphQLObjectType, fieldName: string): number | null {
    const base = /^(.+)Count$/.exec(fieldName)?.[1];
    if (base === undefined) return null;
    const listField = parentType.getFields()[base];
    if (!listField) return null;
    const named = getNamedType(listField.type);
    if (isPaginated(named)) return this.childItems(source, parentType, listField, named as GraphQLObjectType).length;
    if (Array.isArray(source[base])) return (source[base] as unknown[]).length;
    if (isObjectType(named) && isListType(getNullableType(listField.type)))
      return this.childItems(source, parentType, listField, null).length;
    return null;
  }

  /**
   * The items of a list field of an object: those whose field points back at
   * it (a space's members are the SpaceMembers whose space it is). An object
   * the community already held has a few of them; one the sample created has
   * only what was added to it.
   */
  private childItems(
    source: Entity,
    parentType: GraphQLObjectType,
    field: GraphQLField<unknown, unknown>,
    connection: GraphQLObjectType | null,
  ): Entity[] {
    const itemType = connection ? nodeType(connection) : (getNamedType(field.type) as GraphQLObjectType);
    if (!itemType || !isObjectType(itemType)) return [];
    const idsField = `${field.name.replace(/s$/, '')}Ids`;
    const ids = source[idsField];
    if (Array.isArray(ids)) return ids.map((id) => this.entity(itemType.name, String(id)));
    if (!isEntityType(parentType)) {
      // An id-less parent has the first few of the community's objects, or id-less items of its own.
      return Array.from({length: seedCount(itemType.name)}, (_, offset) =>
        isEntityType(itemType) ? this.seeded(itemType.name, offset + 1) : this.make(itemType.name, {index: offset + 1, listed: false}),
      );
    }
    return this.scoped(itemType, {parent: source, parentType: parentType.name});
  }

  /** The field of `itemType` that relates an item to an object of `parentType`, if any. */
  private relationField(itemType: GraphQLObjectType, parentType: string): string | null {
    const alias = RELATION_ALIASES[itemType.name]?.[parentType];
    if (alias !== undefined) return alias;
    const fields = Object.values(itemType.getFields());
    const objectField = fields.find((field) => getNamedType(field.type).name === parentType && !isListType(getNullableType(field.type)));
    if (objectField) return objectField.name;
    const leaf = fields.find((field) => field.name === `${lowerFirst(parentType)}Id`);
    return leaf ? leaf.name : null;
  }

  private relatedId(item: Entity, relation: string): unknown {
    const value = item[relation];
    if (isPlainObject(value)) return value.id;
    if (value !== undefined) return value;
    // Not read yet: resolve it as a read would.
    const type = this.objectType(String(item[TYPE]));
    const resolved = this.field(item, type.getFields()[relation]!, {}, this.silentContext(), undefined as unknown as ResponsePath);
    return isPlainObject(resolved) ? resolved.id : resolved;
  }

  /**
   * Items of `itemType` related to `scope.parent`. Entities are related
   * through their own fields (a seeded post names a seeded space); relations
   * without ids (SpaceMember) are seeded once for the whole community, so a
   * space's members and a member's spaces are the same rows. Objects the
   * sample created or named without the community having shown them have
   * only what the sample gave them.
   */
  private scoped(itemType: GraphQLObjectType, scope: Scope): Entity[] {
    const relation = this.relationField(itemType, scope.parentType);
    if (isEntityType(itemType)) this.seed(itemType.name);
    else this.seedRelation(itemType, relation ?? scope.parentType);
    if (relation === null) return this.live(itemType.name);
    const parentId = scope.parent.id;
    const related = () =>
      this.collection(itemType.name).filter((item) => !this.isRemoved(item) && this.relatedId(item, relation) === parentId);
    const key = `${itemType.name}|${relation}|${String(parentId)}`;
    // A relation's rows for the community's own objects are all seeded at once; an entity list of an object the
    // community held that has none of it yet (an app without publications) gets a few.
    const holdsChildren = isEntityType(itemType) ? scope.parent[SEEDED] : scope.parent[ADOPTED];
    if (holdsChildren && !this.seededScopes.has(key)) {
      this.seededScopes.add(key);
      if (related().length === 0) this.seedChildren(itemType, relation, scope.parent);
    }
    return related();
  }

  /** The children an object of the community already had: a few new items, each naming the n-th seeded object of its other sides. */
  private seedChildren(itemType: GraphQLObjectType, relation: string, parent: Entity): void {
    const relationType = getNamedType(itemType.getFields()[relation]!.type);
    const others = this.sides(itemType).filter((side) => side.name !== relation);
    const count = isEntityType(itemType)
      ? seedCount(itemType.name)
      : Math.min(seedCount(itemType.name), ...others.map((other) => seedCount(getNamedType(other.type).name)));
    for (let index = 1; index <= count; index++) {
      const item = this.make(itemType.name, {values: {[relation]: isObjectType(relationType) ? parent : parent.id}, seeded: true});
      for (const other of others) if (!(other.name in item)) item[other.name] = this.seeded(getNamedType(other.type).name, index);
    }
  }

  /** The fields of a type that name one entity of the community (a SpaceMember's member, space and role). */
  private sides(itemType: GraphQLObjectType): GraphQLField<unknown, unknown>[] {
    return Object.values(itemType.getFields()).filter((other) => {
      const otherType = getNamedType(other.type);
      return isEntityType(otherType) && otherType.name !== 'Network' && !isListType(getNullableType(other.type));
    });
  }

  /**
   * The rows of an id-less relation the community already holds: for each
   * seeded object of its owning side (a SpaceMember's space, the type its
   * name starts with), a few rows, each naming the n-th seeded object of the
   * other sides. A relation names each related object once, so the rows per
   * owner are at most the number of seeded objects of every other side.
   */
  private seedRelation(itemType: GraphQLObjectType, firstUse: string): void {
    if (this.seededRelations.has(itemType.name)) return;
    this.seededRelations.add(itemType.name);
    const sides = this.sides(itemType);
    const owner =
      sides.find((side) => itemType.name.startsWith(getNamedType(side.type).name)) ??
      sides.find((side) => side.name === firstUse || getNamedType(side.type).name === firstUse);
    if (!owner) return;
    const others = sides.filter((side) => side !== owner);
    const perOwner = Math.min(seedCount(itemType.name), ...others.map((other) => seedCount(getNamedType(other.type).name)));
    const ownerType = getNamedType(owner.type).name;
    for (let ownerIndex = 1; ownerIndex <= seedCount(ownerType); ownerIndex++) {
      for (let index = 1; index <= perOwner; index++) {
        const item = this.make(itemType.name, {values: {[owner.name]: this.seeded(ownerType, ownerIndex)}, seeded: true});
        for (const other of others) item[other.name] = this.seeded(getNamedType(other.type).name, index);
      }
    }
  }

  /** The objects of `itemType` related to the entity `parentType` `parentId` (a space's SpaceMembers). */
  relatedTo(itemType: string, parentType: string, parentId: string): Entity[] {
    return this.scoped(this.objectType(itemType), {parent: this.entity(parentType, parentId), parentType});
  }

  /** Every listed object of a type that has not been removed, seeded first. */
  live(typeName: string): Entity[] {
    this.seed(typeName);
    return this.collection(typeName).filter((item) => !this.isRemoved(item));
  }

  /** Filters, orders and pages `items` by a list field's arguments. */
  select(items: readonly Entity[], itemType: GraphQLObjectType, args: Record<string, unknown>): Entity[] {
    const fields = itemType.getFields();
    let selected = [...items];
    for (const [name, value] of Object.entries(args)) {
      if (value === undefined || value === null) continue;
      if (name === 'query' && typeof value === 'string' && value !== '') {
        const needle = value.toLowerCase();
        const searchable = ['name', 'title', 'username', 'email', 'slug', 'inviteeEmail'].filter((key) => key in fields);
        selected = selected.filter((item) =>
          searchable.some((key) =>
            String(this.readLeaf(item, itemType, key))
              .toLowerCase()
              .includes(needle),
          ),
        );
        continue;
      }
      const target = fields[name] ?? (name.endsWith('Ids') ? fields[name.slice(0, -1)] : undefined);
      if (!target) {
        // A relation filters on a field of the object it relates (`spacePostTypes(context:)` on the post type's context).
        const side = Object.values(fields).find((other) => {
          const otherType = getNamedType(other.type);
          return (
            isEntityType(otherType) && !isListType(getNullableType(other.type)) && name in (otherType as GraphQLObjectType).getFields()
          );
        });
        if (!side) continue;
        const sideType = getNamedType(side.type) as GraphQLObjectType;
        selected = selected.filter((item) => {
          const related = this.readObject(item, side.name);
          return related !== null && JSON.stringify(this.readLeaf(related, sideType, name)) === JSON.stringify(value);
        });
        continue;
      }
      if (!isLeafType(getNamedType(target.type))) continue;
      const wanted = (Array.isArray(value) ? value : [value]).map((entry) => JSON.stringify(entry).replace(/^"|"$/g, ''));
      selected = selected.filter((item) => {
        // Whether an object whose value no source gives (a new invitation's status) matches is unknown: it is left out.
        if (meta(item)[UNDOCUMENTED]?.[target.name] !== undefined) return false;
        const have = this.readLeaf(item, itemType, target.name);
        const text = (entry: unknown) => JSON.stringify(entry).replace(/^"|"$/g, '');
        return Array.isArray(have) ? have.some((entry) => wanted.includes(text(entry))) : wanted.includes(text(have));
      });
    }
    const orderField = this.orderField(itemType, args.orderBy ?? args.orderByString);
    if (orderField !== null) {
      selected.sort((a, b) => String(this.readLeaf(a, itemType, orderField)).localeCompare(String(this.readLeaf(b, itemType, orderField))));
    }
    // Oldest first, as the objects were made; `reverse` lists the newest first.
    if (args.reverse === true) selected.reverse();
    return selected;
  }

  /** `CREATED_AT` or `createdAt` → `createdAt`, when the item type has that field. */
  private orderField(itemType: GraphQLObjectType, orderBy: unknown): string | null {
    if (typeof orderBy !== 'string' || orderBy === '') return null;
    const camel =
      orderBy.includes('_') || orderBy === orderBy.toUpperCase()
        ? lowerFirst(orderBy.toLowerCase().replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()))
        : orderBy;
    return camel in itemType.getFields() ? camel : null;
  }

  readLeaf(item: Entity, type: GraphQLObjectType, name: string): unknown {
    const field = type.getFields()[name];
    if (!field) return undefined;
    if (Object.hasOwn(item, name) && !isPlainObject(item[name])) return item[name];
    return this.field(item, field, {}, this.silentContext(), undefined as unknown as ResponsePath);
  }

  /** A paginated connection over `items`: `limit`, `offset` and `after` pick the page, `totalCount` counts them all. */
  connection(type: GraphQLObjectType, items: readonly Entity[], args: Record<string, unknown>): Obj {
    const itemType = nodeType(type);
    const selected = itemType ? this.select(items, itemType, args) : [...items];
    const start = cursorPosition(args.after) + (typeof args.offset === 'number' ? args.offset : 0);
    const limit = typeof args.limit === 'number' ? args.limit : selected.length;
    const page = selected.slice(start, start + limit);
    const edgeTypeName = type.getFields().edges ? getNamedType(type.getFields().edges!.type).name : 'Edge';
    return {
      [TYPE]: type.name,
      totalCount: selected.length,
      nodes: page,
      edges: page.map((node, offset) => ({[TYPE]: edgeTypeName, node, cursor: cursor(start + offset + 1)})),
      pageInfo: {
        [TYPE]: 'PageInfo',
        hasNextPage: start + page.length < selected.length,
        endCursor: page.length ? cursor(start + page.length) : null,
      },
    };
  }

  // --- root fields -------------------------------------------------------------

  root(field: GraphQLField<unknown, unknown>, args: Record<string, unknown>, context: RequestContext, info: GraphQLResolveInfo): unknown {
    const isMutation = info.parentType === this.schema.getMutationType();
    if (isMutation) context.mutations.set(String(info.path.key), {field, args});
    const rule = SPECIAL_FIELDS[field.name];
    if (rule) return rule(this, args, context, field);
    const named = getNamedType(field.type);
    const concrete = isObjectType(named) ? named : this.concreteType(named);
    if (!concrete) return leafValue(field.type, field.name, {typeName: 'Query', index: 1});
    const inputTypes = Object.fromEntries(field.args.map((arg) => [arg.name, arg.type]));
    const flat = flattenInput(field, args);
    const list = isListType(getNullableType(field.type));

    if (isMutation) {
      if (/^(create|add)/.test(field.name) && concrete.name !== 'Action') {
        // One object per item of a list argument: createFiles with one file signs one upload.
        const listArg = field.args.find((arg) => isListType(getNullableType(arg.type)) && isInputObjectType(getNamedType(arg.type)));
        if (list && listArg && Array.isArray(args[listArg.name])) {
          const inputType = getNamedType(listArg.type);
          const inner = isInputObjectType(inputType)
            ? Object.fromEntries(Object.entries(inputType.getFields()).map(([key, input]) => [key, input.type]))
            : {};
          return (args[listArg.name] as Obj[]).map((item) =>
            this.create(concrete, {...flat.values, ...item}, {...flat.types, ...inner}, context.actor),
          );
        }
        const created = this.create(concrete, flat.values, flat.types, context.actor);
        return list ? [created] : created;
      }
      const target = this.target(concrete, field, args, context);
      if (/^(delete|remove)/.test(field.name)) {
        const doomed = target ?? this.targetByName(field, args);
        if (doomed) this.remove(doomed);
        return concrete.name === 'Action' ? action() : (doomed ?? action());
      }
      if (target) {
        this.apply(target, concrete, flat.values, flat.types);
        return list ? [target] : target;
      }
      if (concrete.name === 'Action' || concrete.name === 'AppAction') return action();
      const made = this.make(concrete.name, {created: true});
      this.apply(made, concrete, flat.values, flat.types);
      return list ? [made] : made;
    }

    if (isPaginated(concrete)) {
      const itemType = nodeType(concrete);
      return this.connection(concrete, itemType ? this.rootItems(itemType, field, args) : [], args);
    }
    if (list) {
      const keyed = this.byKeys(concrete, args);
      if (keyed) return keyed;
      return this.select(this.rootItems(concrete, field, args), concrete, args);
    }
    const target = this.target(concrete, field, args, context);
    if (target) return target;
    const made = this.make(concrete.name);
    this.apply(made, concrete, flat.values, {...flat.types, ...inputTypes});
    return made;
  }

  /** The items a root list field returns: all of the type, or those related to the entity an argument names. */
  private rootItems(itemType: GraphQLObjectType, field: GraphQLField<unknown, unknown>, args: Record<string, unknown>): Entity[] {
    // `spaces(memberId:)` lists the member's spaces, as Member.spaces does.
    if (itemType.name === 'Space' && typeof args.memberId === 'string') return this.spacesOf(args.memberId);
    for (const arg of field.args) {
      const value = args[arg.name];
      // `spaceId: X` scopes the list to X; `spaceIds: [X, Y]` to X and Y.
      const typeName = idArgumentType(arg.name) ?? idArgumentType(arg.name.replace(/Ids$/, 'Id'));
      const ids = typeof value === 'string' ? [value] : Array.isArray(value) && arg.name.endsWith('Ids') ? value.map(String) : null;
      if (ids === null || typeName === null || !this.schema.getType(typeName)) continue;
      if (this.relationField(itemType, typeName) === null) continue;
      return ids.flatMap((id) => this.scoped(itemType, {parent: this.entity(typeName, id), parentType: typeName}));
    }
    return this.live(itemType.name);
  }

  /** `spacesByIds(ids)`, `spacesBySlugs(slugs)`: one object per key, in the order asked. */
  private byKeys(type: GraphQLObjectType, args: Record<string, unknown>): Entity[] | null {
    for (const [name, value] of Object.entries(args)) {
      const key = /^(.+)s$/.exec(name)?.[1];
      if (!Array.isArray(value) || key === undefined || !(key in type.getFields())) continue;
      return value.map((entry) => this.lookup(type, key, String(entry)));
    }
    return null;
  }

  /** The entity whose `key` field equals `value`; one the community has not shown yet is taken to exist. */
  lookup(type: GraphQLObjectType, key: string, value: string): Entity {
    if (key === 'id') return this.entity(type.name, value);
    const found = this.live(type.name).find((item) => this.readLeaf(item, type, key) === value);
    if (found) return found;
    const values: Obj = {[key]: value};
    // A name that agrees with the key it was found by (`username: 'admin'` → `Admin`).
    if ((key === 'username' || key === 'slug') && 'name' in type.getFields()) values.name = upperFirst(value.replace(/[-._]+/g, ' '));
    if (key === 'email' && 'username' in type.getFields()) values.username = value.split('@')[0];
    return this.make(type.name, {values});
  }

  /**
   * The object a root field is about: named by `id`, by `<type>Id`
   * (`appInstallationId` for an AppInstallation), or by a unique field
   * (`slug`, `username`); `authMember` and `network` are the token's.
   */
  private target(
    type: GraphQLObjectType,
    field: GraphQLField<unknown, unknown>,
    args: Record<string, unknown>,
    context: RequestContext,
  ): Entity | null {
    if (!isEntityType(type)) return null;
    const own = `${lowerFirst(type.name)}Id`;
    if (typeof args.id === 'string' && !/^(create|add)/.test(field.name)) return this.entity(type.name, args.id);
    if (typeof args[own] === 'string') return this.entity(type.name, args[own]);
    for (const key of ['slug', 'username', 'path', 'email', 'externalId']) {
      if (typeof args[key] === 'string' && key in type.getFields()) return this.lookup(type, key, args[key]);
    }
    if (type.name === 'Member' && field.args.length === 0 && context.actor.memberId) return this.actorMember(context.actor);
    if (type.name === 'Member' && field.name === 'updateMember' && context.actor.memberId) return this.actorMember(context.actor);
    if (type.name === 'Network' && field.args.length === 0) return this.network(context.actor);
    return null;
  }

  /** `deletePost(id)` returns an Action: the type comes from the name. */
  private targetByName(field: GraphQLField<unknown, unknown>, args: Record<string, unknown>): Entity | null {
    const typeName = /^(?:delete|remove)(.+)$/.exec(field.name)?.[1];
    const type = typeName ? this.schema.getType(typeName) : undefined;
    if (!type || !isEntityType(type)) return null;
    const id = args.id ?? args[`${lowerFirst(type.name)}Id`];
    return typeof id === 'string' ? this.entity(type.name, id) : null;
  }

  /** An id-less object that is part of another, at the given position. */
  part(typeName: string, index: number): Entity {
    return this.make(typeName, {index, listed: false});
  }

  /**
   * Where the token's member stands with a space (SpaceMembershipStatus):
   * joined with a membership, requested with a request still PENDING,
   * notJoined otherwise.
   */
  membershipStatus(space: Entity, actor: Actor): string {
    const memberId = String(this.actorMember(actor).id);
    const joined = this.relatedTo('SpaceMember', 'Space', String(space.id)).some(
      (membership) => this.readObject(membership, 'member')?.id === memberId,
    );
    if (joined) return 'joined';
    const requested = this.live('SpaceJoinRequest').some(
      (request) =>
        request[CREATED] &&
        request.spaceId === space.id &&
        request.status === 'PENDING' &&
        this.readObject(request, 'member')?.id === memberId,
    );
    return requested ? 'requested' : 'notJoined';
  }

  /** The spaces a member is a member of, in the order of their memberships. */
  spacesOf(memberId: string): Entity[] {
    const memberships = this.relatedTo('SpaceMember', 'Member', memberId);
    return memberships.flatMap((membership) => {
      const space = this.readObject(membership, 'space');
      return space && !this.isRemoved(space) ? [space] : [];
    });
  }

  /** The member a token acts for. */
  actorMember(actor: Actor): Entity {
    return this.entity('Member', actor.memberId ?? objectId('Member', 1));
  }

  /** The community a token belongs to; the first one when the request carries none. */
  network(actor: Actor): Entity {
    return this.entity('Network', actor.networkId ?? objectId('Network', 1));
  }

  /**
   * An AuthToken for `member` on `network`: its tokens' payloads name the
   * same member and community that its `member` and `network` fields return.
   */
  authToken(member: Entity, network: Entity, role: Entity): Obj {
    const publicInfo = this.entity('NetworkPublicInfo', String(network.id));
    for (const key of ['name', 'domain']) if (typeof network[key] === 'string') publicInfo[key] = network[key];
    return {
      [TYPE]: 'AuthToken',
      accessToken: sampleJwt(String(member.id), String(network.id)),
      refreshToken: sampleJwt(String(member.id), String(network.id)),
      member,
      network,
      networkPublicInfo: publicInfo,
      role,
    };
  }

  /** An object field of an object, as a read would resolve it. */
  readObject(object: Entity, fieldName: string): Entity | null {
    const field = this.objectType(String(object[TYPE])).getFields()[fieldName];
    if (!field) return null;
    const value = this.field(object, field, {}, this.silentContext(), undefined as unknown as ResponsePath);
    return isPlainObject(value) ? value : null;
  }

  roleOf(member: Entity): Entity {
    const role = this.field(
      member,
      this.objectType('Member').getFields().role!,
      {},
      this.silentContext(),
      undefined as unknown as ResponsePath,
    );
    return isPlainObject(role) ? role : this.seeded('Role', 1);
  }

  invitationForToken(token: string): Entity {
    let invitation = this.invitationsByToken.get(token);
    if (!invitation) this.invitationsByToken.set(token, (invitation = this.seeded('MemberInvitation', 1)));
    return invitation;
  }

  makeGuest(actorNetwork: Entity): Entity {
    const id = guestMemberId(String(actorNetwork.id));
    const existing = this.entities('Member').get(id);
    if (existing) return existing;
    // A guest is not one of the community's members: it is kept out of member lists.
    const guest = this.make('Member', {id, values: {name: 'Guest', username: id.toLowerCase(), email: null, networkId: actorNetwork.id}});
    this.remove(guest);
    return guest;
  }

  makeBot(networkId: string, clientId: string): Entity {
    const id = botMemberId(clientId, networkId);
    const existing = this.entities('Member').get(id);
    if (existing) return existing;
    const bot = this.make('Member', {id, values: {networkId, email: null}});
    bot.role = this.seeded('Role', 1);
    this.markUndocumented(bot, 'name', "the platform does not document the name of an app's bot account");
    this.markUndocumented(bot, 'username', "the platform does not document the username of an app's bot account");
    this.remove(bot);
    return bot;
  }

  /** A member made by a sign-up, with what the request sent. */
  signUp(values: Obj, inputTypes: Record<string, GraphQLInputType>, actor: Actor): Entity {
    const member = this.create(this.objectType('Member'), values, inputTypes, actor);
    member.networkId = this.network(actor).id;
    member.role = this.seeded('Role', 2);
    return member;
  }
}

/** Relations whose field does not carry the related type's name. */
const RELATION_ALIASES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  // An app publication's itemId is the app (global schema: publishAppPrivately(appId) returns AppPublication.itemId).
  AppPublication: {App: 'itemId'},
};

function action(): Obj {
  return {[TYPE]: 'Action', status: 'succeeded'};
}

/** `spaceId` → `Space`; `spaceMembershipRequestId` → the type its mutations return. */
function idArgumentType(name: string): string | null {
  if (name === 'spaceMembershipRequestId') return 'SpaceJoinRequest';
  const base = /^(.+)Id$/.exec(name)?.[1];
  return base === undefined ? null : upperFirst(base);
}

/** A root field's arguments with the fields of its `input` object(s) beside them, and the input type of each. */
function flattenInput(field: GraphQLField<unknown, unknown>, args: Record<string, unknown>) {
  const values: Obj = {};
  const types: Record<string, GraphQLInputType> = {};
  for (const arg of field.args) {
    const value = args[arg.name];
    const named = getNamedType(arg.type);
    if (isInputObjectType(named) && isPlainObject(value)) {
      for (const [name, inner] of Object.entries(named.getFields())) {
        if (value[name] === undefined) continue;
        values[name] = value[name];
        types[name] = inner.type;
      }
    } else if (value !== undefined) {
      values[arg.name] = value;
      types[arg.name] = arg.type;
    }
  }
  return {values, types};
}

/** The guest session: `tokens` asked for a community, not with a refresh or SSO token. */
const tokens: FieldRule = (world, args, context) => {
  // A refresh token's payload names the member whose session it renews (facts: graphql.md §3.3, client src/lib/token.ts).
  const refreshed = typeof args.refreshToken === 'string' ? decodeToken(args.refreshToken) : null;
  if (refreshed?.memberId) {
    const network = world.network(refreshed);
    const member = world.actorMember(refreshed);
    return world.authToken(member, network, world.roleOf(member));
  }
  const network =
    typeof args.networkId === 'string'
      ? world.entity('Network', args.networkId)
      : typeof args.networkDomain === 'string'
        ? world.lookup(world.objectType('Network'), 'domain', args.networkDomain)
        : world.network(context.actor);
  // A guest's member id starts with GUEST_, and its role is Guest with these scopes (facts: graphql.md §3.2, guest token).
  const guest = world.makeGuest(network);
  const role = world.lookup(world.objectType('Role'), 'name', 'Guest');
  Object.assign(role, {type: 'guest', scopes: [...GUEST_SCOPES]});
  guest.role = role;
  return world.authToken(guest, network, role);
};

/** loginNetwork: the member whose email or username was sent (facts: graphql.md §3.3, LoginNetworkWithPasswordInput). */
const login: FieldRule = (world, args, context) => {
  const input = isPlainObject(args.input) ? args.input : {};
  const key = typeof input.usernameOrEmail === 'string' ? input.usernameOrEmail : '';
  const memberType = world.objectType('Member');
  const member = world.lookup(memberType, key.includes('@') ? 'email' : 'username', key);
  return world.authToken(member, world.network(context.actor), world.roleOf(member));
};

/**
 * joinNetwork makes a member who is UNVERIFIED until they confirm their
 * email (facts: webhooks.md, member.created's object.status "UNVERIFIED";
 * tutorial.md §1, member.created then member.verified).
 */
const joinNetwork: FieldRule = (world, args, context, field) => {
  const {values, types} = flattenInput(field, args);
  delete values.verified;
  const member = world.signUp(values, types, context.actor);
  member.status = 'UNVERIFIED';
  member.verifiedAt = null;
  return world.authToken(member, world.network(context.actor), world.roleOf(member));
};

/** Joining with an invitation token: the invitation's email is the member's (facts: tutorial.md §1 and §4). */
const joinWithToken: FieldRule = (world, args, context, field) => {
  const {values, types} = flattenInput(field, args);
  const invitation = typeof values.token === 'string' ? world.invitationForToken(values.token) : null;
  const member = world.signUp(values, types, context.actor);
  if (invitation) member.email = world.readLeaf(invitation, world.objectType('MemberInvitation'), 'inviteeEmail');
  world.markUndocumented(member, 'status', 'the platform does not document the status of a member who joined with an invitation');
  return world.authToken(member, world.network(context.actor), world.roleOf(member));
};

const joinWithLink: FieldRule = (world, args, context, field) => {
  const {values, types} = flattenInput(field, args);
  const member = world.signUp(values, types, context.actor);
  world.markUndocumented(member, 'status', 'the platform does not document the status of a member who joined through an invitation link');
  return world.authToken(member, world.network(context.actor), world.roleOf(member));
};

/** verifyMember confirms the member's email: VERIFIED (facts: tutorial.md §1, verifyMember; webhooks.md, member.verified). */
const verifyMember: FieldRule = (world, args, context) => {
  const input = isPlainObject(args.input) ? args.input : {};
  const member = world.entity('Member', String(input.memberId));
  member.status = 'VERIFIED';
  return world.authToken(member, world.network(context.actor), world.roleOf(member));
};

/**
 * limitedToken: a token for the member named by impersonateMemberId, or for
 * the app's bot account without it, on the community sent (facts: graphql.md
 * §3.4, apps.md §4). No source gives the form of a bot's id: it is a plain id,
 * never a member's.
 */
const limitedToken: FieldRule = (world, args, context) => {
  const networkId = typeof args.networkId === 'string' ? args.networkId : (context.actor.networkId ?? objectId('Network', 1));
  // The global API has no members or communities of its own: only the ids go into the token.
  const hasMembers = world.schema.getType('Member') !== undefined;
  const impersonated = typeof args.impersonateMemberId === 'string' && args.impersonateMemberId !== '' ? args.impersonateMemberId : null;
  const memberId =
    impersonated ??
    (hasMembers
      ? String(world.makeBot(networkId, context.actor.clientId ?? 'app').id)
      : botMemberId(context.actor.clientId ?? 'app', networkId));
  // gatewayUrl is nullable: the community API's token comes without one; the global API's names the community
  // endpoint, which GlobalClient.getTribeClient() needs (client src/client/global.client.ts).
  const gatewayUrl = hasMembers ? null : NETWORK_API.endpoint;
  return {[TYPE]: 'AppToken', accessToken: sampleJwt(memberId, networkId), gatewayUrl};
};

/**
 * requestSpaceMembership makes a request by the token's member for the space.
 * No source says which SpaceJoinRequestStatus a new request has: the
 * stand-in keeps PENDING, so that a `status: PENDING` list finds it, and marks
 * it undocumented.
 */
const requestSpaceMembership: FieldRule = (world, args, context) => {
  const request = world.create(
    world.objectType('SpaceJoinRequest'),
    {spaceId: args.spaceId},
    {spaceId: world.objectType('SpaceJoinRequest').getFields().spaceId!.type as GraphQLInputType},
    context.actor,
  );
  request.member = world.actorMember(context.actor);
  request.status = 'PENDING';
  world.markUndocumented(request, 'status', 'the platform does not document the status of a new join request');
  return request;
};

/**
 * Approving or declining a request answers it. No source says which status
 * either leaves (SpaceJoinRequestStatus has COMPLETED and DECLINED), so both
 * are marked undocumented; the stand-in's values only take the request out of
 * a `status: PENDING` list.
 */
function answerRequest(approve: boolean): FieldRule {
  return (world, args) => {
    const request = world.entity('SpaceJoinRequest', String(args.spaceMembershipRequestId));
    request.spaceId = args.spaceId;
    request.status = approve ? 'COMPLETED' : 'DECLINED';
    world.markUndocumented(
      request,
      'status',
      `the platform does not document the status of ${approve ? 'an approved' : 'a declined'} join request`,
    );
    if (approve) {
      // An accepted request makes the member a member of the space (facts: webhooks.md, space_membership.created).
      const member = world.readObject(request, 'member');
      if (member) addMembership(world, String(args.spaceId), member, null);
    }
    return action();
  };
}

function addMembership(world: World, spaceId: string, member: Obj, roleId: string | null): Obj {
  const spaceMemberType = world.objectType('SpaceMember');
  world.relatedTo('SpaceMember', 'Space', spaceId);
  const membership = world.create(spaceMemberType, {}, {}, {memberId: null, networkId: null});
  membership.space = world.entity('Space', spaceId);
  membership.member = member;
  // Without a roleId, the member gets the space's member role (facts: tutorial.md §6, AddSpaceMemberInput roleId optional).
  membership.role = roleId ? world.entity('SpaceRole', roleId) : world.lookup(world.objectType('SpaceRole'), 'name', 'Member');
  return membership;
}

/** addSpaceMembers: one SpaceMember per input, listed with the space from then on (facts: tutorial.md §6). */
const addSpaceMembers: FieldRule = (world, args) => {
  const inputs = Array.isArray(args.input) ? args.input.filter(isPlainObject) : [];
  return inputs.map((input) =>
    addMembership(
      world,
      String(args.spaceId),
      world.entity('Member', String(input.memberId)),
      typeof input.roleId === 'string' ? input.roleId : null,
    ),
  );
};

function membershipsOf(world: World, spaceId: string, memberIds: readonly string[]) {
  return world
    .relatedTo('SpaceMember', 'Space', spaceId)
    .filter((item) => memberIds.includes(String(world.readObject(item, 'member')?.id)));
}

/** removeSpaceMembers: the members leave the space's list; one Action per member (facts: tutorial.md §6). */
const removeSpaceMembers: FieldRule = (world, args) => {
  const memberIds = Array.isArray(args.memberIds) ? args.memberIds.map(String) : [];
  for (const membership of membershipsOf(world, String(args.spaceId), memberIds)) world.remove(membership);
  return memberIds.map(() => action());
};

/** joinSpace and leaveSpace add and remove the token's member (facts: tutorial.md §6). */
const joinSpace: FieldRule = (world, args, context) => {
  addMembership(world, String(args.spaceId), world.actorMember(context.actor), null);
  return action();
};

const leaveSpace: FieldRule = (world, args, context) => {
  for (const membership of membershipsOf(world, String(args.spaceId), [String(world.actorMember(context.actor).id)]))
    world.remove(membership);
  return action();
};

/**
 * createFiles and createImages: one signed upload per input, and the media
 * object it will become, whose id is the upload's mediaId (facts: tutorial.md
 * §8 and §9; client src/client/clients/media.client.ts).
 */
function createMedia(typeName: 'File' | 'Image'): FieldRule {
  return (world, args, context) => {
    const inputs = Array.isArray(args.input) ? args.input.filter(isPlainObject) : [];
    const type = world.objectType(typeName);
    return inputs.map((input) => {
      const media = world.create(type, {}, {}, context.actor);
      for (const key of ['name', 'size', 'extension']) if (input[key] !== undefined && key in type.getFields()) media[key] = input[key];
      const id = String(media.id);
      const url = `https://uploads.example.com/${typeName === 'File' ? 'files' : 'images'}/${id}/${typeof input.name === 'string' ? input.name : id}`;
      media.url = url;
      media.downloadUrl = url;
      return {
        [TYPE]: 'SignedUrl',
        mediaId: id,
        mediaUrl: url,
        mediaDownloadUrl: url,
        signedUrl: `https://uploads.example.com/${platformId(`signed:${id}`)}`,
        fields: JSON.stringify({key: `uploads/${id}`, policy: platformId('policy'), 'X-Amz-Signature': platformId(`signature:${id}`)}),
        // An image's resized versions are the image's own; a file has none.
        urls: typeName === 'Image' ? world.readObject(media, 'urls') : null,
      };
    });
  };
}

/** inviteMembers: one invitation per invitee with the sent email and name; no source gives a new invitation's status. */
const inviteMembers: FieldRule = (world, args, context, field) => {
  const {values, types} = flattenInput(field, args);
  const invitees = Array.isArray(values.invitees) ? values.invitees.filter(isPlainObject) : [];
  delete values.invitees;
  const type = world.objectType('MemberInvitation');
  return invitees.map((invitee) => {
    const invitation = world.create(type, values, types, context.actor);
    invitation.inviteeEmail = invitee.email;
    invitation.inviteeName = invitee.name ?? null;
    if (typeof invitee.roleId === 'string') invitation.roleId = invitee.roleId;
    world.markUndocumented(invitation, 'status', 'the platform does not document the status a new invitation starts with');
    return invitation;
  });
};

/**
 * installApp makes an installation of the app on the token's community;
 * uninstallApp ends it. AppInstallationStatus is ENABLED, DISABLED or DELETED
 * (schema), but no source says which status either mutation leaves, so both
 * are marked undocumented: the stand-in keeps ENABLED and DELETED only so
 * that a `status` filter has something to filter.
 */
const installApp: FieldRule = (world, args, context) => {
  const installation = world.create(world.objectType('AppInstallation'), {}, {}, context.actor);
  installation.app = world.entity('App', String(args.appId));
  installation.network = world.network(context.actor);
  installation.installedBy = world.actorMember(context.actor);
  installation.status = 'ENABLED';
  world.markUndocumented(installation, 'status', 'the platform does not document the status of a new app installation');
  return installation;
};

const uninstallApp: FieldRule = (world, args) => {
  const installation = world.entity('AppInstallation', String(args.appInstallationId));
  installation.status = 'DELETED';
  world.markUndocumented(installation, 'status', 'the platform does not document the status of an uninstalled app installation');
  return installation;
};

/** createReply(postId): the reply's repliedToId is the post it answers (schema: Post.repliedToId). */
const createReply: FieldRule = (world, args, context, field) => {
  const {values, types} = flattenInput(field, args);
  delete values.postId;
  // The post replied to exists before its reply, so the reply can't take its id.
  world.entity('Post', String(args.postId));
  const reply = world.create(world.objectType('Post'), values, types, context.actor);
  reply.repliedToId = args.postId;
  return reply;
};

/** publishAppPrivately(appId, networkId): the publication's itemId is the app (global schema: AppPublication.itemId). */
const publishAppPrivately: FieldRule = (world, args, context, field) => {
  const {values, types} = flattenInput(field, args);
  const publication = world.create(world.objectType('AppPublication'), values, types, context.actor);
  publication.itemId = args.appId;
  return publication;
};

/** memberInvitationValidity(token): the invitation the token stands for. */
const invitationValidity: FieldRule = (world, args) => world.invitationForToken(String(args.token));

/**
 * passwordComplexity answers with one Boolean, `complex` (schema), but no
 * source says what it measures, so the stand-in cannot know the answer for a
 * password: its value is marked undocumented.
 */
const passwordComplexity: FieldRule = (world, _args, context) => {
  const answer = world.create(world.objectType('PasswordComplexity'), {complex: false}, {}, context.actor);
  world.markUndocumented(answer, 'complex', 'the platform does not document what passwordComplexity counts as complex');
  return answer;
};

type DerivedField = (
  world: World,
  source: Entity,
  context: RequestContext,
  args: Record<string, unknown>,
  field: GraphQLField<unknown, unknown>,
) => unknown;

/**
 * Fields whose value follows from the rest of the community rather than
 * being stored, keyed `Type.field`; read afresh on every request, since they
 * depend on who asks.
 */
const DERIVED_FIELDS: Readonly<Record<string, DerivedField>> = {
  // A post type for posts accepts replies of the community's reply types (PostTypeContext: post | reply);
  // a reply type accepts none.
  'PostType.validReplyTypes': (world, postType) =>
    postType.context === 'reply' ? [] : world.live('PostType').filter((type) => type.context === 'reply'),
  // A reply carries only its content (facts: tutorial.md §2, replies use key `content` only).
  'PostType.postFields': (world, postType) => {
    const fields = postType.context === 'reply' ? [2] : [1, 2];
    return {[TYPE]: 'CustomFieldsSchema', fields: fields.map((index) => world.part('CustomFieldSchema', index))};
  },
  // A member's spaces are the spaces they are a member of, the same rows as memberSpaces and spaceMembers.
  'Member.spaces': (world, member, _context, args, field) =>
    world.connection(getNamedType(field.type) as GraphQLObjectType, world.spacesOf(String(member.id)), args),
  'Space.authMemberProps': (world, space, context) => {
    const props = world.part('SpaceAuthMemberProps', meta(space)[INDEX] ?? 1);
    props.membershipStatus = world.membershipStatus(space, context.actor);
    return props;
  },
};

export const SPECIAL_FIELDS: Readonly<Record<string, FieldRule>> = {
  tokens,
  getTokens: tokens,
  loginNetwork: login,
  loginNetworkWithPassword: login,
  joinNetwork,
  joinNetworkWithToken: joinWithToken,
  joinNetworkWithInvitationLink: joinWithLink,
  verifyMember,
  limitedToken,
  requestSpaceMembership,
  approveSpaceMembershipRequest: answerRequest(true),
  declineSpaceMembershipRequest: answerRequest(false),
  addSpaceMembers,
  removeSpaceMembers,
  joinSpace,
  leaveSpace,
  createFiles: createMedia('File'),
  createImages: createMedia('Image'),
  inviteMembers,
  installApp,
  uninstallApp,
  createReply,
  publishAppPrivately,
  memberInvitationValidity: invitationValidity,
  passwordComplexity,
};

/** The id and community a Bearer token's payload names. */
export function decodeToken(token: string): Actor | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {id?: unknown; networkId?: unknown};
    return {
      memberId: typeof claims.id === 'string' ? claims.id : null,
      networkId: typeof claims.networkId === 'string' ? claims.networkId : null,
    };
  } catch {
    return null;
  }
}

/** Resolves every field from the world: root fields by their rules, the others from the object or generated. */
export const fieldResolver: GraphQLFieldResolver<unknown, RequestContext> = (source, args, context, info) => {
  const field = info.parentType.getFields()[info.fieldName]!;
  const {world} = context;
  if (info.parentType === world.schema.getQueryType() || info.parentType === world.schema.getMutationType()) {
    return world.root(field, args as Obj, context, info);
  }
  if (!isPlainObject(source)) return null;
  const value = source[TYPE] === undefined ? source[info.fieldName] : world.field(source, field, args as Obj, context, info.path);
  if (context.mutations.size > 0) context.fieldsByPath.set(pathString(info.path), field);
  return value;
};

export const typeResolver: GraphQLTypeResolver<unknown, RequestContext> = (value, context, info, abstractType) => {
  if (isPlainObject(value) && typeof value[TYPE] === 'string') return value[TYPE];
  const possible = [...context.world.schema.getPossibleTypes(abstractType)].sort((a, b) => a.name.localeCompare(b.name));
  return possible[0]?.name;
};
