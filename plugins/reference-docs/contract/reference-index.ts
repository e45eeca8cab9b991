import type {OperationKind} from './kinds';

/**
 * Where each item of a GraphQL reference lives: `index.json` in the
 * reference's output folder. The client reference links its types and
 * operations through it, and the search ranks exact names
 * and deprecated items with it.
 */
export interface ReferenceIndex {
  /** Type name → route. */
  readonly types: Readonly<Record<string, string>>;
  /** Operation kind → operation name → route. */
  readonly operations: Readonly<Record<OperationKind, Readonly<Record<string, string>>>>;
  /** Routes of the deprecated items, which search ranks lower. */
  readonly deprecated: readonly string[];
}
