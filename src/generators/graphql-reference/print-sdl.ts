/**
 * SDL for the two files a reference writes. The codegen snapshots say that
 * some non-null arguments and input fields have a default value, but not
 * which; SDL has no way to say "optional, default unknown", so:
 * - the download keeps the type and says so in the description (honest for people and tools);
 * - the schema the site's own checks validate against gets a placeholder
 *   default, so that leaving such a value out validates, as it does on the API.
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

/** A value of the right type that only the site's own validation ever sees. */
function placeholder(type: GraphQLInputType): ConstValueNode {
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
      if (purpose === 'validation') return {...node, defaultValue: placeholder(type)};
      const description = node.description?.value;
      return {
        ...node,
        description: {
          kind: Kind.STRING,
          value: description === undefined ? UNKNOWN_DEFAULT_NOTE : `${description}\n\n${UNKNOWN_DEFAULT_NOTE}`,
          block: true,
        },
      };
    },
  });
  return `${print(document)}\n`;
}
