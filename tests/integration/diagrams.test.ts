import assert from 'node:assert/strict';
import {mkdtemp, readFile, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, it} from 'node:test';

import type {Root} from 'mdast';

import {withoutStyleElements} from '../../plugins/diagrams/contract';
import {decodeXml, styleAttributesAsClasses, styleSheetOf} from '../../plugins/diagrams/diagram-styles';
import {inlineDiagrams, linkDiagramStyleSheets} from '../../plugins/diagrams/index';
import remarkDiagrams from '../../plugins/diagrams/remark-diagrams';
import {diagramId, mergeColourModes, splitRules, withoutUnusedRules} from '../../plugins/diagrams/render-mermaid';

const temporaryDirs: string[] = [];
after(async () => {
  await Promise.all(temporaryDirs.map((dir) => rm(dir, {recursive: true, force: true})));
});

interface Node {
  type: string;
  lang?: string;
  value?: string;
  name?: string;
  attributes?: Array<{type: 'mdxJsxAttribute'; name: string; value: string}>;
  position?: {start: {line: number; column: number}};
  children?: Node[];
}

async function compile(blocks: string[]): Promise<{tree: Node; outputDir: string}> {
  const dir = await mkdtemp(path.join(tmpdir(), 'diagrams-'));
  temporaryDirs.push(dir);
  const outputDir = path.join(dir, 'out');
  const tree: Node = {
    type: 'root',
    children: [
      {type: 'paragraph', children: [{type: 'text', value: 'Before'}]},
      ...blocks.map((value, index) => ({type: 'code', lang: 'mermaid', value, position: {start: {line: 10 * (index + 1), column: 1}}})),
      {type: 'code', lang: 'ts', value: 'const x = 1;'},
    ],
  };
  const transform = remarkDiagrams({outputDir, cacheDir: path.join(dir, 'cache')});
  // The test's nodes hold only the parts of mdast that the plugin reads.
  await transform(tree as unknown as Root, {path: path.join(process.cwd(), 'docs/guide/page.mdx')});
  return {tree, outputDir};
}

describe('diagrams', () => {
  it('merge the dark style sheet into the light one, scoped to the dark colour mode', () => {
    const svg = (style: string) => `<svg id="d"><style>${style}</style><rect class="actor"/></svg>`;
    const light = svg('#d{fill:#333;}#d .actor{fill:#eee;stroke:#666;}@keyframes dash{to{stroke-dashoffset:0;}}');
    const dark = svg('#d{fill:#ccc;}#d .actor,#d .note{fill:#1f2020;stroke:#ccc;}@keyframes dash{to{stroke-dashoffset:0;}}');
    assert.deepEqual(splitRules('#d{a:b;}@keyframes k{to{x:0;}}#d .y{c:d;}'), ['#d{a:b;}', '@keyframes k{to{x:0;}}', '#d .y{c:d;}']);
    assert.equal(
      mergeColourModes(light, dark),
      svg(
        "#d{fill:#333;}#d .actor{fill:#eee;stroke:#666;}@keyframes dash{to{stroke-dashoffset:0;}}[data-theme='dark'] #d{fill:#ccc;}[data-theme='dark'] #d .actor,[data-theme='dark'] #d .note{fill:#1f2020;stroke:#ccc;}",
      ),
    );
    // Drawn differently (not only coloured differently): the caller keeps both.
    assert.equal(mergeColourModes(light, dark.replace('<rect', '<circle')), null);
  });

  it('keep only the style rules that can match the drawing, and the keyframes a kept rule animates with', () => {
    const svg = (style: string) => `<svg id="d"><style>${style}</style><g class="actor actor-top"><line class="messageLine0"/></g></svg>`;
    const before = svg(
      '#d{fill:#333;}@keyframes dash{to{stroke-dashoffset:0;}}@keyframes spin{to{rotate:1turn;}}' +
        '#d .actor{fill:#eee;}#d .note,#d .actor-top .messageLine0{stroke:#666;}#d .note{fill:#fff;}' +
        '#d .edge-animation-slow{animation:dash 50s linear infinite;}#d g:not(.note) line{stroke-width:2;}#d .messageLine0{animation:spin 1s;}',
    );
    assert.equal(
      withoutUnusedRules(before),
      svg(
        '#d{fill:#333;}@keyframes spin{to{rotate:1turn;}}#d .actor{fill:#eee;}#d .actor-top .messageLine0{stroke:#666;}#d g:not(.note) line{stroke-width:2;}#d .messageLine0{animation:spin 1s;}',
      ),
    );
    assert.equal(withoutUnusedRules('<svg><g class="a"/></svg>'), '<svg><g class="a"/></svg>');
  });

  it('put each SVG into its empty placeholder and leave the rest of the page alone', () => {
    const html =
      '<p>a</p><div class="docusaurus-mermaid-container x" data-diagram="0123456789abcdef"></div><div data-diagram="nope"></div>';
    assert.equal(
      inlineDiagrams(html, (id) => `<svg id="${id}"></svg>`),
      '<p>a</p><div class="docusaurus-mermaid-container x" data-diagram="0123456789abcdef"><svg id="0123456789abcdef"></svg></div><div data-diagram="nope"></div>',
    );
    // Minified HTML: no quotes around the value.
    assert.equal(
      inlineDiagrams('<div class="d" data-diagram=0123456789abcdef></div>', () => '<svg></svg>'),
      '<div class="d" data-diagram=0123456789abcdef><svg></svg></div>',
    );
  });

  it('turn style attributes into classes whose rules, scoped to the diagram, outrank the style sheet as the attributes did', () => {
    const svg =
      '<svg id="diagram-d" style="max-width: 903px;"><style>#diagram-d text.actor&gt;tspan{fill:#333;}</style>' +
      '<text class="actor" style="font-family: &quot;Segoe UI&quot;, sans-serif; font-size: 16px;">a</text>' +
      '<line style="fill: none;"/><path style=""/><rect style=";"/><line style="fill: none;"/></svg>';
    assert.equal(
      styleAttributesAsClasses(svg, '#diagram-d'),
      '<svg id="diagram-d" class="ds0"><style>#diagram-d text.actor&gt;tspan{fill:#333;}' +
        '#diagram-d.ds0,#diagram-d .ds0{max-width: 903px !important}' +
        '#diagram-d.ds1,#diagram-d .ds1{font-family: "Segoe UI", sans-serif !important;font-size: 16px !important}' +
        '#diagram-d.ds2,#diagram-d .ds2{fill: none !important}</style>' +
        '<text class="actor ds1">a</text><line class="ds2"/><path/><rect/><line class="ds2"/></svg>',
    );
    assert.equal(styleAttributesAsClasses('<svg><g class="a"/></svg>', '#d'), '<svg><g class="a"/></svg>');
  });

  it("move the diagram's style sheet into its CSS file, as the browser reads it, and link it from the page's head", () => {
    const svg =
      '<span><svg id="a"><style>#a p&gt;b{fill:#eee;}</style><g/></svg></span><span><svg id="a-dark"><style>#a-dark{fill:#111;}</style></svg></span>';
    assert.equal(styleSheetOf(svg), '#a p>b{fill:#eee;}\n#a-dark{fill:#111;}');
    assert.equal(withoutStyleElements(svg), '<span><svg id="a"><g/></svg></span><span><svg id="a-dark"></svg></span>');
    assert.equal(decodeXml('&quot;&amp;&#39;&#x3c;'), '"&\'<');
    assert.equal(
      linkDiagramStyleSheets('<html><head><title>t</title></head><body></body></html>', [
        '/assets/diagrams/a.css',
        '/assets/diagrams/a.css',
      ]),
      '<html><head><title>t</title><link rel="stylesheet" href="/assets/diagrams/a.css"></head><body></body></html>',
    );
  });

  it('turn a mermaid block into a Diagram element and an SVG with both colour modes, named by its source', async () => {
    const source = 'sequenceDiagram\n  accTitle: Hello flow\n  participant A as App\n  participant T as Tribe\n  A->>T: limitedToken';
    const {tree, outputDir} = await compile([source]);
    const diagram = tree.children![1]!;
    assert.equal(diagram.type, 'mdxJsxFlowElement');
    assert.equal(diagram.name, 'Diagram');
    assert.deepEqual(
      diagram.attributes?.map(({name, value}) => [name, value]),
      [['id', diagramId(source)]],
    );
    assert.equal(tree.children![2]!.lang, 'ts');
    const svg = await readFile(path.join(outputDir, `${diagramId(source)}.svg`), 'utf8');
    assert.match(svg, /^<svg id="diagram-[0-9a-f]{16}"/);
    assert.match(svg, /aria-roledescription="sequence"/);
    assert.match(svg, /<title[^>]*>Hello flow<\/title>/);
    assert.match(svg, /limitedToken/);
    assert.match(svg, /\[data-theme='dark'\] #diagram-[0-9a-f]{16}/);
    // No inline style on any element: the page's CSP allows none; the style sheet is linked as a file.
    assert.doesNotMatch(svg, /\sstyle=/);
    assert.match(await readFile(path.join(outputDir, `${diagramId(source)}.css`), 'utf8'), /#diagram-[0-9a-f]{16} \.ds0/);
    // Mermaid's rules for parts this diagram does not have (notes, loops, activations) are gone.
    assert.doesNotMatch(svg, /\.note\b|\.loopText\b|\.activation0\b/);
    assert.notEqual(diagramId(source), diagramId(`${source}\n  T-->>A: token`));
  });

  it('draw a diagram the same whatever was drawn before it', async () => {
    const first = 'sequenceDiagram\n  participant A as App\n  participant B as Bot\n  participant C as Community\n  A->>B: hi';
    const second = 'sequenceDiagram\n  actor M as Member\n  participant S as Server\n  M->>S: sign in\n  S-->>M: token';
    const together = await compile([first, second]);
    const alone = await compile([second]);
    const read = (outputDir: string) => readFile(path.join(outputDir, `${diagramId(second)}.svg`), 'utf8');
    const svg = await read(together.outputDir);
    assert.equal(svg, await read(alone.outputDir));
    assert.match(svg, /<line id="actor0"/);
    assert.match(svg, /<line id="actor-man-torso1"/);
  });

  it('fail on a diagram that does not render, naming the file, line and column', async () => {
    await assert.rejects(compile(['sequenceDiagram\n  participant A\n  A->>: ']), (error: Error) => {
      assert.match(error.message, /^docs\/guide\/page\.mdx:10:1: the mermaid diagram does not render: \S/);
      return true;
    });
  });
});
