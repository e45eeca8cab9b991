/**
 * The props of every component a generated reference page renders. The
 * generator writes each element's props from these types (page-file.ts),
 * the components accept exactly these types, and the Markdown copies read
 * them back (plugins/markdown-copies/reference-blocks.ts), so a change
 * on one side that the others do not follow fails the typecheck.
 */
import type {Changelog} from './changelog';
import type {Description, EnumValueInfo, FieldInfo, GuidePage, ItemLink, RemovedInfo, TypeRef, Usage} from './entries';
import type {ItemKind} from './kinds';

export interface RemovedRow {
  readonly name: string;
  readonly kind: ItemKind;
  readonly route: string;
  readonly snapshot: string;
  readonly replacement: ItemLink | null;
}

export interface ItemRow {
  readonly name: string;
  readonly route: string;
  readonly summary: string;
  readonly deprecated: boolean;
}

export interface OverviewFacts {
  /** Which API: Tribe's two have their own paragraphs; `standalone` is a reference of any schema, built alone. */
  readonly api: 'network' | 'global' | 'standalone';
  readonly apiTitle: string;
  /** The name in a sentence of its own: "Tribe Network API". */
  readonly apiFullTitle: string;
  readonly endpoint: string | null;
  /** Site path of the SDL download. */
  readonly download: string;
  readonly counts: ReadonlyArray<{readonly kind: ItemKind; readonly label: string; readonly route: string; readonly count: number}>;
  readonly origin: string;
  /** How the documented snapshot is named, e.g. "network API types generated for the 2.x client". */
  readonly label: string;
  /** The pinned `@tribeplatform/gql-client`, e.g. "2.4.0": what the pages say about the client's defaults is true of it. */
  readonly clientVersion: string;
  readonly sourceHash: string;
  readonly rootTypes: {readonly query: string | null; readonly mutation: string | null; readonly subscription: string | null};
  readonly changelogRoute: string | null;
  readonly removedCount: number;
  readonly removedRoute: string | null;
  /** Routes of the operations the token section names, where this schema has them. */
  readonly operationRoutes: Readonly<Record<string, string>>;
}

/** Component name → props. Each name is exported by plugins/reference-docs/theme/GraphqlReference, except `Changelog` (its own module). */
export interface ReferenceComponentProps {
  readonly ItemHeader: {
    readonly kind: ItemKind;
    /** The API's title, shown as a badge. */
    readonly api: string;
    readonly description: Description | null;
    readonly deprecationReason: string | null;
    readonly removed: RemovedInfo | null;
  };
  /** `highlighted`: the definition as HTML, highlighted by the generator. */
  readonly Definition: {readonly highlighted: string; readonly title: string};
  readonly FieldList: {readonly entries: readonly FieldInfo[]; readonly anchorKind: 'field' | 'argument'};
  readonly EnumValues: {readonly values: readonly EnumValueInfo[]};
  readonly Returns: {readonly type: TypeRef};
  /** Each part is HTML, highlighted by the generator; `client` is absent when no method of the client sends the operation. */
  readonly Example: {
    readonly document: string;
    readonly variables: string;
    /** Absent when the API's endpoint is not known. */
    readonly curl?: string;
    readonly client?: string;
    readonly response: string;
  };
  readonly GuidePages: {readonly pages: readonly GuidePage[]};
  readonly Locations: {readonly locations: readonly string[]};
  readonly LinkList: {readonly items: readonly ItemLink[]};
  readonly UsageList: {readonly usages: readonly Usage[]};
  /**
   * "Used by" for a type that many items use (String, ID): counts by kind on
   * the page, and the full list in a JSON file of its own beside the page
   * (`UsageListFile`), which the browser loads when the reader opens it and
   * the Markdown copy includes. `lazyFile` is relative to the page's MDX.
   */
  readonly UsageSummary: {
    readonly total: number;
    readonly byKind: readonly {readonly kind: ItemKind; readonly label: string; readonly count: number}[];
    readonly lazyFile: string;
  };
  /**
   * A definition longer than its page should hold (a type of a hundred
   * fields, whose field list follows anyway): its length on the page, and
   * the highlighted SDL in a file beside it (`DefinitionFile`), loaded when
   * the reader opens it and whole in the Markdown copy.
   */
  readonly LongDefinition: {readonly title: string; readonly lines: number; readonly lazyFile: string};
  /** `linkable`: an absolute http(s) URL; anything else is shown as text, never as a link. */
  readonly ExternalLink: {readonly href: string; readonly linkable: boolean};
  readonly NoEntries: {readonly text: string};
  readonly CategoryIntro: {readonly kind: ItemKind; readonly count: number; readonly api: string};
  readonly RemovedTable: {readonly rows: readonly RemovedRow[]};
  readonly ItemTable: {readonly rows: readonly ItemRow[]};
  readonly Overview: {readonly facts: OverviewFacts};
  readonly Changelog: {
    /** What the generator's diff computed. */
    readonly changelog: Changelog;
    /** The reference's overview page. */
    readonly referenceRoute: string;
  };
}

export type ReferenceComponentName = keyof ReferenceComponentProps;

/** The file a `UsageSummary` names: every item that uses the type, as `UsageList` shows them. */
export interface UsageListFile {
  readonly usages: readonly Usage[];
}

/** The file a `LongDefinition` names: the definition, highlighted as `Definition` shows it. */
export interface DefinitionFile {
  readonly highlighted: string;
}

/** What each component that loads part of its page on request finds in its `lazyFile`. */
export interface LazyFiles {
  readonly UsageSummary: UsageListFile;
  readonly LongDefinition: DefinitionFile;
}

/** How a generated MDX page imports each component. */
export const COMPONENT_IMPORTS = {
  /** `import * as Ref from …`, rendered as `<Ref.FieldList …>`. */
  reference: {binding: 'Ref', from: '@theme/GraphqlReference'},
  /** The changelog's code stays out of every other page's bundle. */
  changelog: {binding: 'Changelog', from: '@theme/GraphqlReference/Changelog'},
} as const;

/** The JSX name of a component on a generated page. */
export function jsxNameOf(component: ReferenceComponentName): string {
  return component === 'Changelog' ? COMPONENT_IMPORTS.changelog.binding : `${COMPONENT_IMPORTS.reference.binding}.${component}`;
}

/** The component behind a JSX name on a generated page, or null for any other element. */
export function componentOfJsxName(name: string): ReferenceComponentName | null {
  if (name === COMPONENT_IMPORTS.changelog.binding) return 'Changelog';
  const prefix = `${COMPONENT_IMPORTS.reference.binding}.`;
  return name.startsWith(prefix) ? (name.slice(prefix.length) as ReferenceComponentName) : null;
}
