/**
 * Route slugs: every schema name becomes a kebab-case path segment, as in
 * `DateTime` → `date-time`, `specifiedBy` → `specified-by`, `HTMLContent` → `html-content`.
 */
export function toKebabCase(name: string): string {
  return name
    .replace(/([a-z\d])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/[^A-Za-z\d]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
}

export interface RoutedName {
  readonly route: string;
  /** How a person would name the item, e.g. "object Post". */
  readonly label: string;
}

/**
 * Slugs no item can have: `index` is each kind's overview page
 * (`objects/index.mdx`), and an empty slug (a name like `_`) would be the
 * kind's folder itself. Either would overwrite the overview without a word.
 */
const RESERVED_SLUGS: ReadonlySet<string> = new Set(['', 'index']);
/** The slug base of a name with no letter or digit (`_`, `__`). */
const NAMELESS_SLUG = 'item';

export interface SlugRequest {
  /** The kind's folder: slugs are unique within one. */
  readonly folder: string;
  readonly name: string;
}

export const slugKey = ({folder, name}: SlugRequest): string => `${folder}/${name}`;

/**
 * A slug for every name, unique within its folder, and the same for the same
 * schema. Names whose kebab-case collides (`PostType`, `Post_Type`) or is
 * reserved (`Index`) are all valid GraphQL, so none is refused: the first
 * claimant of a kebab-case slug, in code-unit order of the names, keeps it;
 * every other gets the lowest free `-2`, `-3`…, and a reserved slug is never
 * given. Keyed by `slugKey`.
 */
export function allocateSlugs(requests: readonly SlugRequest[]): Map<string, string> {
  const sorted = [...requests].sort((a, b) => {
    const left = slugKey(a);
    const right = slugKey(b);
    return left < right ? -1 : left > right ? 1 : 0;
  });
  const slugs = new Map<string, string>();
  const taken = new Set<string>();
  const waiting: SlugRequest[] = [];
  // Natural slugs first, so that a suffixed slug never takes another name's own.
  for (const request of sorted) {
    const natural = toKebabCase(request.name);
    const place = `${request.folder}/${natural}`;
    if (RESERVED_SLUGS.has(natural) || taken.has(place) || slugs.has(slugKey(request))) {
      waiting.push(request);
      continue;
    }
    taken.add(place);
    slugs.set(slugKey(request), natural);
  }
  for (const request of waiting) {
    if (slugs.has(slugKey(request))) continue;
    const base = toKebabCase(request.name) || NAMELESS_SLUG;
    let slug = base;
    for (let suffix = 2; RESERVED_SLUGS.has(slug) || taken.has(`${request.folder}/${slug}`); suffix++) slug = `${base}-${suffix}`;
    taken.add(`${request.folder}/${slug}`);
    slugs.set(slugKey(request), slug);
  }
  return slugs;
}

/** Two items at one route would silently hide one of them: refuse, naming both. */
export function assertUniqueRoutes(items: readonly RoutedName[]): void {
  const byRoute = new Map<string, string>();
  const problems: string[] = [];
  for (const item of items) {
    const existing = byRoute.get(item.route);
    if (existing === undefined) {
      byRoute.set(item.route, item.label);
    } else {
      problems.push(`${existing} and ${item.label} both map to ${item.route}`);
    }
  }
  if (problems.length > 0) {
    throw new Error(`Route collision in the GraphQL reference:\n- ${problems.join('\n- ')}`);
  }
}
