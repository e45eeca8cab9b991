/** Where a page's Markdown copy is: its address plus `.md`. Shared by the build (index.ts) and the page actions. */
export const markdownPathOf = (permalink: string): string => `${permalink.replace(/\/$/, '')}.md`;
