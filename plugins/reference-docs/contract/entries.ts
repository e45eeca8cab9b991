/**
 * What a reference page is made of: the values the generator computes from
 * the schema and the components render. Types only, plus the anchor rule that
 * both sides must agree on; nothing here may import Node or GraphQL code,
 * because the components' browser bundle imports it.
 */
import type {ItemKind} from './kinds';

/** A type as written in a signature: `[` + link to `Post` + `!]!`. */
export interface TypeRef {
  readonly prefix: string;
  readonly name: string;
  readonly suffix: string;
  readonly route: string;
}

/** A schema description, which is CommonMark: its source, for the Markdown copies, and the HTML the generator rendered from it, safe to show as is. */
export interface Description {
  readonly markdown: string;
  readonly html: string;
}

export interface ArgumentInfo {
  readonly name: string;
  readonly description: Description | null;
  readonly type: TypeRef;
  readonly defaultValue: string | null;
  /** Optional because it has a default, but the snapshot does not record the value. */
  readonly defaultValueUnknown: boolean;
  readonly deprecationReason: string | null;
}

export interface FieldInfo extends ArgumentInfo {
  readonly args: readonly ArgumentInfo[];
}

export interface EnumValueInfo {
  readonly name: string;
  readonly description: Description | null;
  readonly deprecationReason: string | null;
}

export interface ItemLink {
  readonly kind: ItemKind;
  readonly name: string;
  readonly route: string;
}

/** A field or argument of an item, with the anchor of its entry on the item's page. */
export interface Via {
  readonly label: string;
  readonly anchor: string;
}

/** One item that refers to another, and through which of its fields or arguments. */
export interface Usage {
  readonly item: ItemLink;
  readonly via: readonly Via[];
}

/** The kinds of entry a page lists, each with its own anchors. */
export type EntryKind = 'field' | 'argument' | 'value';

/** The anchor of an entry on its item's page: `field-title`, `argument-id`, `value-PUBLISHED`. */
export function anchorFor(kind: EntryKind, name: string): string {
  return `${kind}-${name}`;
}

/** An item an older snapshot had and the documented schema no longer has: its page stays. */
export interface RemovedInfo {
  /** The snapshot its last known definition comes from. */
  readonly snapshot: string;
  readonly origin: string;
  /** What to use instead, where the schemas show one. */
  readonly replacement: ItemLink | null;
  /** Why that is the replacement, for people. */
  readonly replacementReason: string | null;
}

/** A page of the hand-written guide. */
export interface GuidePage {
  readonly title: string;
  readonly route: string;
}
