/**
 * SDL for the two files a reference writes. The codegen snapshots say that
 * some non-null arguments and input fields have a default value, but not
 * which (today: `Post.contentSummary(format:, length:)` and
 * `Post.shortContent(format:)`, optional in the client's TypeScript types).
 * SDL has no way to say "optional, default unknown", and an SDL value of a
 * non-null type without a default is required to every tool that reads it
 * (codegen, validators): the client's own documents, which leave these out,
 * would fail against the download. So both files give each such value a
 * stand-in default of its type (`standInDefault`), and the download's
 * description says that the real default is not recorded; the schema the
 * site's own checks (and the samples' local platform) use is the same SDL
 * without that note.
 */
import {
  type ConstValueNode,
  type GraphQLInputType,
  type GraphQLSchema,
  Kind,
  type InputValueDefinitionNode,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  parse,
  print,
  printSchema,
  visit,
} from 'graphql';

export const UNKNOWN_DEFAULT_NOTE = 'Optional: has a default value that this schema snapshot does not record.';

/** The download's note on a value with a stand-in default: what it is and that the API's own default is unknown. */
export function standInNote(standIn: string): string {
  return `${UNKNOWN_DEFAULT_NOTE} The default written here (${standIn}) is a stand-in that marks the value as optional, not the API's own default: leave the value out to get the API's default.`;
}

/** Coordinates (`Type.field.arg`, `Input.field`) of values whose default is unknown, with their types. */
function unknownDefaults(schema: GraphQLSchema): Map<string, GraphQLInputType> {
  const found = new Map<string, GraphQLInputType>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        for (const arg of field.args) {
          if (arg.extensions.defaultValueUnknown === true) found.set(`${type.name}.${field.name}.${arg.name}`, arg.type);
        }
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (field.extensions.defaultValueUnknown === true) found.set(`${type.name}.${field.name}`, field.type);
      }
    }
  }
  return found;
}

/**
 * The stand-in default of a value whose real default is unknown, taken from
 * the schema: an enum's first value (`ShortContentFormat`: `Html`, the order
 * of the enum's values in the snapshot), an empty list or input object, and
 * for scalars their type's zero value (`length: Int!` gets `0`: no source
 * records a number). Only the site's own validation, the samples' local
 * platform and tools that read the download ever apply it.
 */
export function standInDefault(type: GraphQLInputType): ConstValueNode {
  const unwrapped = isNonNullType(type) ? type.ofType : type;
  if (isListType(unwrapped)) return {kind: Kind.LIST, values: []};
  const named = getNamedType(type);
  if (isEnumType(named)) return {kind: Kind.ENUM, value: named.getValues()[0]?.name ?? 'UNKNOWN'};
  if (isInputObjectType(named)) return {kind: Kind.OBJECT, fields: []};
  if (named.name === 'Int') return {kind: Kind.INT, value: '0'};
  if (named.name === 'Float') return {kind: Kind.FLOAT, value: '0'};
  if (named.name === 'Boolean') return {kind: Kind.BOOLEAN, value: false};
  return {kind: Kind.STRING, value: ''};
}

export function printSdl(schema: GraphQLSchema, purpose: 'download' | 'validation'): string {
  const unknown = unknownDefaults(schema);
  const sdl = printSchema(schema);
  if (unknown.size === 0) return sdl;
  const path: string[] = [];
  const document = visit(parse(sdl), {
    ObjectTypeDefinition: {enter: (node) => void path.push(node.name.value), leave: () => void path.pop()},
    InterfaceTypeDefinition: {enter: (node) => void path.push(node.name.value), leave: () => void path.pop()},
    InputObjectTypeDefinition: {enter: (node) => void path.push(node.name.value), leave: () => void path.pop()},
    FieldDefinition: {enter: (node) => void path.push(node.name.value), leave: () => void path.pop()},
    InputValueDefinition(node): InputValueDefinitionNode | undefined {
      const type = unknown.get([...path, node.name.value].join('.'));
      if (type === undefined) return undefined;
      const defaultValue = standInDefault(type);
      if (purpose === 'validation') return {...node, defaultValue};
      const note = standInNote(print(defaultValue));
      const description = node.description?.value;
      return {
        ...node,
        defaultValue,
        description: {
          kind: Kind.STRING,
          value: description === undefined ? note : `${description}\n\n${note}`,
          block: true,
        },
      };
    },
  });
  return `${print(document)}\n`;
}
