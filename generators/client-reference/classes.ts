/** Naming of the client classes in the reference. */

/** `AppClient` → `App`: the spec names class pages without the suffix. */
export function pageName(className: string): string {
  return className.endsWith('Client') && className !== 'Client' ? className.slice(0, -'Client'.length) : className;
}

/**
 * Classes the spec lists that version 2.4.0 no longer ships, with the client
 * versions that had them, for the page that explains where they went.
 */
export const REMOVED_CLASSES = ['Billing', 'Pages', 'Slates'] as const;
