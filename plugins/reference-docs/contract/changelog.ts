/**
 * The changelog page's data: what the generator's diff writes into the
 * page's props and the Changelog component renders. No Node or GraphQL
 * imports: the browser bundle imports this.
 */

/** How risky a change is for existing clients, most risky first. */
export const CRITICALITIES = ['breaking', 'dangerous', 'safe'] as const;
export type Criticality = (typeof CRITICALITIES)[number];

/** What happened, in the order the page lists them. */
export const CATEGORIES = ['removed', 'changed', 'added', 'deprecated'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface ChangelogEntry {
  readonly criticality: Criticality;
  readonly category: Category;
  /** Inspector's ChangeType, e.g. `FIELD_REMOVED`. */
  readonly changeType: string;
  /** Inspector's sentence, e.g. "Field 'title' was removed from object type 'Post'". */
  readonly message: string;
  /** Schema coordinate: `Type`, `Type.field`, `Type.field.argument`, `Enum.VALUE`, `@directive`; null for the schema itself. */
  readonly coordinate: string | null;
  /** Page (and anchor) that documents the coordinate; null when no page does. */
  readonly route: string | null;
}

/** One side of the comparison, as pages name it. */
export interface ChangelogSnapshot {
  /** How pages name the snapshot, e.g. "SDL snapshot in @tribeplatform/gql-client 2.4.0". */
  readonly label: string;
  /** Where it came from: a file path or a URL. */
  readonly origin: string;
}

/** One row of the summary: listed entries of a category by criticality, and their sum. */
export type ChangelogCountRow = Readonly<Record<Criticality | 'total', number>>;

export interface ChangelogCounts {
  /** Listed entries per category × criticality, with a total per category. */
  readonly byCategory: Readonly<Record<Category, ChangelogCountRow>>;
  /** Listed entries per criticality. */
  readonly byCriticality: Readonly<Record<Criticality, number>>;
  /** All listed entries. */
  readonly total: number;
  /** Items newly deprecated (distinct coordinates among the `deprecated` entries). */
  readonly deprecations: number;
  /** Description-only changes the diff found, whether listed or not. */
  readonly descriptionChanges: number;
  /** Changes the diff reported that are not listed, by reason. */
  readonly omitted: {
    /** Wording edits of descriptions (see `includeDescriptionChanges`). */
    readonly descriptionChanges: number;
    /** Usages of `@deprecated` that repeat a dedicated deprecation change (or its reason argument). */
    readonly deprecatedDirectiveUsages: number;
    /**
     * Fields, values, arguments and applied directives of a type or field that is
     * itself new: the entry that adds it and its page cover them.
     */
    readonly membersOfAddedItems: number;
  };
}

export interface Changelog {
  readonly from: ChangelogSnapshot;
  readonly to: ChangelogSnapshot;
  readonly entries: readonly ChangelogEntry[];
  readonly counts: ChangelogCounts;
}
