import { buildASTSchema, isObjectType, parse, type GraphQLSchema } from 'graphql';
import { schemaSdl } from './schema-sdl';
import type { ResolverMap } from './resolver-context';

/** Builds the schema from the SDL and hangs the resolvers on its fields (no schema-tools package needed). */
export function createExecutableSchema(resolvers: ResolverMap[]): GraphQLSchema {
  const schema = buildASTSchema(parse(schemaSdl));
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
