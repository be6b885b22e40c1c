import { buildASTSchema, isObjectType, parse, type DocumentNode, type GraphQLSchema } from 'graphql';
import { schemaSdl } from './schema-sdl';
import type { ResolverMap } from './resolver-context';

/**
 * The SDL parsed and checked once per process. Every backend (each test makes its own) then builds its schema from
 * the parsed document without checking it again: parsing and checking are nine tenths of the cost of a backend.
 */
let checkedSdl: DocumentNode | undefined;

/** Builds the schema from the SDL and hangs the resolvers on its fields (no schema-tools package needed). */
export function createExecutableSchema(resolvers: ResolverMap[]): GraphQLSchema {
  const document = checkedSdl ?? parse(schemaSdl);
  const schema = buildASTSchema(document, { assumeValidSDL: document === checkedSdl });
  checkedSdl = document;
  for (const map of resolvers) {
    for (const [typeName, fields] of Object.entries(map)) {
      const type = schema.getType(typeName);
      if (!isObjectType(type)) throw new Error(`Resolver for unknown type ${typeName}`);
      const defined = type.getFields();
      for (const [fieldName, resolver] of Object.entries(fields)) {
        const field = defined[fieldName];
        if (!field) throw new Error(`Resolver for unknown field ${typeName}.${fieldName}`);
        if (typeof resolver === 'function') field.resolve = resolver;
        else {
          field.subscribe = resolver.subscribe;
          if (resolver.resolve) field.resolve = resolver.resolve;
        }
      }
    }
  }
  return schema;
}
