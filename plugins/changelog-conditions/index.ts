/**
 * Hand-written pages that mention the Network API's changelog, or a page kept
 * for a removed item, say so inside `<WithChangelog>…</WithChangelog>`, and
 * what holds without one inside `<WithoutChangelog>…</WithoutChangelog>`.
 * Whether the reference has a changelog depends on the build
 * (`GRAPHQL_COMPARE_WITH=none` has none), so the choice is made at build time
 * from the generator's manifest: the page holds one of the two, and never a
 * link to a page this build does not have. The Markdown copies make the same
 * choice. Node-only.
 */
import {readFileSync} from 'node:fs';

import type {Nodes, Parent, Root} from 'mdast';
import {SKIP, visit} from 'unist-util-visit';

import {generatedFile} from '../../node/site/paths';

const WITH_CHANGELOG = 'WithChangelog';
const WITHOUT_CHANGELOG = 'WithoutChangelog';

/** Whether this build's Network API reference has a changelog: it was compared with an older schema. */
export function hasChangelog(siteDir?: string): boolean {
  const manifest = JSON.parse(readFileSync(generatedFile('networkReference', 'manifest.json', siteDir), 'utf8')) as {changelog: unknown};
  return manifest.changelog !== null;
}

/**
 * The children of each element that holds for this build in its place, and
 * nothing of the other. `changelog` may be a function: it is then asked only
 * when the page has a condition.
 */
export function applyChangelogConditions(tree: Root, changelog: boolean | (() => boolean)): void {
  let answer = typeof changelog === 'boolean' ? changelog : undefined;
  visit(tree, (node: Nodes, index: number | undefined, parent: Parent | undefined) => {
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return undefined;
    if (node.name !== WITH_CHANGELOG && node.name !== WITHOUT_CHANGELOG) return undefined;
    if (parent === undefined || index === undefined) return undefined;
    answer ??= (changelog as () => boolean)();
    const holds = (node.name === WITH_CHANGELOG) === answer;
    parent.children.splice(index, 1, ...((holds ? node.children : []) as Parent['children']));
    // Visit what took its place: a condition inside a kept one is applied too.
    return [SKIP, index];
  });
}

/** The remark plugin, for the guide's docs plugin instance. */
export function remarkChangelogConditions({changelog}: {readonly changelog: boolean}): (tree: Root) => void {
  return (tree) => applyChangelogConditions(tree, changelog);
}
