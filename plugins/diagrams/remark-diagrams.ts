/**
 * Remark plugin: each ```mermaid block becomes `<Diagram id="…" />`. The SVG
 * is rendered here, at build time, into the site's diagram folder; the
 * diagrams plugin puts it into the page's HTML after the build, so that it is
 * in the HTML once and in no JavaScript chunk.
 */
import {mkdir, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';

import type {Code, Parent, Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';

import {sourceLocation} from '../../node/markdown/parse';
import {styleSheetFile, svgFile} from './contract';
import {styleSheetOf} from './diagram-styles';
import {DiagramError, MermaidRenderer, diagramId} from './render-mermaid';

export interface RemarkDiagramsOptions {
  /** Where each diagram's SVG is written, as `<id>.svg`, with its style sheet as `<id>.css`. */
  readonly outputDir: string;
  /** Rendered SVGs, kept between builds. */
  readonly cacheDir: string;
}

const renderers = new Map<string, MermaidRenderer>();

function collectMermaidBlocks(tree: Root): Array<{node: Code; parent: Parent; index: number}> {
  const found: ReturnType<typeof collectMermaidBlocks> = [];
  visit(tree, 'code', (node: Code, index: number | undefined, parent: Parent | undefined) => {
    if (node.lang === 'mermaid' && parent !== undefined && index !== undefined) found.push({node, parent, index});
  });
  return found;
}

export default function remarkDiagrams(options: RemarkDiagramsOptions) {
  const renderer = renderers.get(options.cacheDir) ?? new MermaidRenderer(options.cacheDir);
  renderers.set(options.cacheDir, renderer);
  return async (tree: Root, file: {path: string}): Promise<void> => {
    const blocks = collectMermaidBlocks(tree);
    if (blocks.length === 0) return;
    await mkdir(options.outputDir, {recursive: true});
    for (const {node, parent, index} of blocks) {
      const id = diagramId(node.value);
      let svg: string;
      try {
        svg = await renderer.render(node.value);
      } catch (error) {
        const reason = error instanceof DiagramError ? error.message : String(error);
        throw new Error(`${sourceLocation(file, node)}: the mermaid diagram does not render: ${reason}`, {cause: error});
      }
      for (const [name, content] of [
        [svgFile(id), svg],
        [styleSheetFile(id), styleSheetOf(svg)],
      ] as const) {
        const target = path.join(options.outputDir, name);
        const partial = `${target}.${process.pid}.partial`;
        await writeFile(partial, content);
        await rename(partial, target);
      }
      const element: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: 'Diagram',
        attributes: [{type: 'mdxJsxAttribute', name: 'id', value: id}],
        children: [],
      };
      parent.children[index] = element;
    }
  };
}
