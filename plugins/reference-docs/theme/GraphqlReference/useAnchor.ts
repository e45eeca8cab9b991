import useBrokenLinks from '@docusaurus/useBrokenLinks';

/** An element with an id that links elsewhere may point to: registered for the build's anchor check. */
export function useAnchor(id: string): string {
  useBrokenLinks().collectAnchor(id);
  return id;
}
