import {
  buildSchema,
  extendSchema,
  GraphQLScalarType,
  type GraphQLSchema,
  Kind,
  parse,
  printSchema,
  type ValueNode,
} from 'graphql';
import type { GraphqlModule } from './graphql-module';
import { graphqlModules } from './modules';

const BASE_SDL = /* GraphQL */ `
  scalar JSON
  type Query {
    "The API's version, so an empty schema still answers."
    apiVersion: String!
  }
  type Mutation {
    "Does nothing; modules extend Mutation."
    noop: Boolean
  }
`;

function literalValue(node: ValueNode): unknown {
  switch (node.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return node.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return node.values.map(literalValue);
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((f) => [f.name.value, literalValue(f.value)]));
    default:
      return undefined;
  }
}

/** Free-form JSON for saga payloads (the spec's payloads differ by saga). */
export const JsonScalar = new GraphQLScalarType({
  name: 'JSON',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: literalValue,
});

/** The whole schema: the base plus every module's extensions, in order. */
export function buildGraphqlSchema(modules: GraphqlModule[] = graphqlModules): GraphQLSchema {
  let schema = buildSchema(BASE_SDL);
  for (const module of modules) schema = extendSchema(schema, parse(module.typeDefs));
  return schema;
}

export function printGraphqlSchema(): string {
  return `${printSchema(buildGraphqlSchema())}\n`;
}
