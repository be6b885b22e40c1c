// What one GraphQL request may cost the shop's server: its size, its nesting, its aliases and the fields it asks
// for, and how many subscriptions one connection may hold. Each refusal names the limit it hit, so a developer
// sees at once why a request was turned away; the shop's own documents stay far below every limit.
import { GraphQLError, Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';

/** One body limit for both transports: an HTTP body and a WebSocket frame. */
export const MAX_REQUEST_BYTES = 1024 * 1024;
/** Tokens the parser reads before it gives up (a long document is refused before it is built). */
export const MAX_TOKENS = 20_000;
export const MAX_DEPTH = 15;
export const MAX_ALIASES = 30;
/** Fields selected in the whole operation once fragments are expanded: the work the resolvers will do. */
export const MAX_FIELDS = 1500;
export const MAX_SUBSCRIPTIONS_PER_CONNECTION = 20;

export const limitMessages = {
  body: `Request too large: the limit is ${MAX_REQUEST_BYTES} bytes`,
  tokens: `Query too long: the limit is ${MAX_TOKENS} tokens`,
  depth: `Query too deep: the limit is ${MAX_DEPTH} levels of nesting`,
  aliases: `Too many aliases: the limit is ${MAX_ALIASES} per request`,
  fields: `Query too costly: the limit is ${MAX_FIELDS} fields per request`,
  subscriptions: `Too many subscriptions on one connection: the limit is ${MAX_SUBSCRIPTIONS_PER_CONNECTION}`,
} as const;

export const limitError = (limit: keyof typeof limitMessages): GraphQLError =>
  new GraphQLError(limitMessages[limit], { extensions: { code: 'LIMIT_EXCEEDED', limit } });

interface Tally { fields: number; aliases: number }

/**
 * Walks every operation of the document, fragments expanded where they are spread, and stops at the first limit
 * passed. A fragment spread inside itself is left to validation (it reports the cycle).
 */
export function checkQueryLimits(document: DocumentNode): GraphQLError | null {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const tally: Tally = { fields: 0, aliases: 0 };
  let hit: keyof typeof limitMessages | null = null;

  const walk = (set: SelectionSetNode, depth: number, spreading: Set<string>): void => {
    if (hit) return;
    if (depth > MAX_DEPTH) {
      hit = 'depth';
      return;
    }
    for (const selection of set.selections) {
      if (hit) return;
      if (selection.kind === Kind.FIELD) {
        tally.fields += 1;
        if (selection.alias) tally.aliases += 1;
        if (tally.aliases > MAX_ALIASES) hit = 'aliases';
        else if (tally.fields > MAX_FIELDS) hit = 'fields';
        else if (selection.selectionSet) walk(selection.selectionSet, depth + 1, spreading);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        walk(selection.selectionSet, depth, spreading);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (!fragment || spreading.has(name)) continue;
        walk(fragment.selectionSet, depth, new Set(spreading).add(name));
      }
    }
  };

  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) walk(definition.selectionSet, 1, new Set());
  }
  return hit ? limitError(hit) : null;
}
