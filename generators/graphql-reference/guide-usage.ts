/**
 * "Used in the guide": which guide pages' samples use each operation and
 * type. Read from the guide's ```graphql blocks, the ones the snippet checks
 * validate (a block marked `global` targets the Global API, `partial` ones
 * are excerpts and left out): each block that validates against this API's
 * schema is walked for the root fields it calls, the types its fields
 * return, and the input types of its variables and arguments.
 */
import {readFile, readdir} from 'node:fs/promises';
import path from 'node:path';

import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {
  type DocumentNode,
  type GraphQLSchema,
  Kind,
  TypeInfo,
  getNamedType,
  isSpecifiedScalarType,
  parse,
  typeFromAST,
  validate,
  visit,
  visitWithTypeInfo,
} from 'graphql';

import {extractCodeBlocks, metaFlags} from '../../node/markdown/code-fences';
import {ROUTE_BASES} from '../../src/site/constants';
import type {ApiId} from './apis';
import type {GuidePage} from '../../plugins/reference-docs/contract/entries';

/** Where the guide's pages are, and the route their folder has. */
export const GUIDE_DIR = 'docs/guide';
const GUIDE_ROUTE = ROUTE_BASES.guide;

/** `query createPost` for operations, the type name for types. */
export type UsageKey = string;

export const operationKey = (kind: string, name: string): UsageKey => `${kind} ${name}`;

/** The operations and named types a document uses. Standard scalars are left out: every sample uses them. */
export function usedNames(schema: GraphQLSchema, document: DocumentNode): Set<UsageKey> {
  const used = new Set<UsageKey>();
  const typeInfo = new TypeInfo(schema);
  const addType = (type: Parameters<typeof getNamedType>[0] | null | undefined): void => {
    const named = type == null ? undefined : getNamedType(type);
    if (named !== undefined && !isSpecifiedScalarType(named)) used.add(named.name);
  };
  let operation: string | null = null;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      OperationDefinition(node) {
        operation = node.operation;
      },
      VariableDefinition(node) {
        addType(typeFromAST(schema, node.type as never));
      },
      Field(node) {
        if (
          typeInfo.getParentType() ===
          (operation === 'mutation'
            ? schema.getMutationType()
            : operation === 'subscription'
              ? schema.getSubscriptionType()
              : schema.getQueryType())
        ) {
          used.add(operationKey(operation ?? 'query', node.name.value));
        }
        addType(typeInfo.getType());
      },
      Argument() {
        addType(typeInfo.getInputType());
      },
      InlineFragment(node) {
        if (node.typeCondition !== undefined) used.add(node.typeCondition.name.value);
      },
      FragmentDefinition(node) {
        used.add(node.typeCondition.name.value);
      },
    }),
  );
  return used;
}

/** Guide page → what its samples use, for one API; pages in the order of their paths. */
export async function readGuideUsage(siteDir: string, api: ApiId, schema: GraphQLSchema): Promise<Map<UsageKey, GuidePage[]>> {
  const dir = path.join(siteDir, GUIDE_DIR);
  const files = (await readdir(dir, {recursive: true, withFileTypes: true}))
    // `_name.mdx` files are partials, imported into a page.
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name) && !entry.name.startsWith('_'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  const usage = new Map<UsageKey, GuidePage[]>();
  for (const file of files) {
    const source = await readFile(file, 'utf8');
    // Docusaurus's own parser, so that a title or slug reads as the site reads it (quoting, escapes, YAML).
    const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({filePath: file, fileContent: source});
    const relative = path
      .relative(dir, file)
      .replace(/\.mdx?$/, '')
      .split(path.sep)
      .join('/');
    const page: GuidePage = {
      title: typeof frontMatter.title === 'string' ? frontMatter.title : relative,
      route: typeof frontMatter.slug === 'string' ? `/docs${frontMatter.slug}` : `${GUIDE_ROUTE}/${relative}`,
    };
    const used = new Set<UsageKey>();
    for (const block of extractCodeBlocks(path.relative(siteDir, file), source)) {
      if (block.language !== 'graphql' && block.language !== 'gql') continue;
      const flags = metaFlags(block);
      if (flags.has('partial') || (flags.has('global') ? 'global' : 'network') !== api) continue;
      let document: DocumentNode;
      try {
        document = parse(block.code);
      } catch {
        continue;
      }
      // The snippet checks report a block that does not validate; here it simply names nothing.
      if (
        validate(schema, document).length > 0 ||
        !document.definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION)
      )
        continue;
      for (const key of usedNames(schema, document)) used.add(key);
    }
    for (const key of used) usage.set(key, [...(usage.get(key) ?? []), page]);
  }
  return usage;
}
