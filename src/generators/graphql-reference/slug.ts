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

export interface SluggedName {
  readonly slug: string;
  /** How a person would name the item, e.g. "object Index". */
  readonly label: string;
}

/** Refuses items whose slug is reserved, naming each one and why. */
export function assertUsableSlugs(items: readonly SluggedName[]): void {
  const problems = items
    .filter((item) => RESERVED_SLUGS.has(item.slug))
    .map((item) =>
      item.slug === ''
        ? `${item.label}: its name has no letter or digit, so its page would have no address of its own`
        : `${item.label}: its page would be "${item.slug}", the address of its kind's overview page`,
    );
  if (problems.length > 0) {
    throw new Error(`Names the GraphQL reference cannot give a page:\n- ${problems.join('\n- ')}`);
  }
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
