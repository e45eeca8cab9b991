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
