// The served schema is the API contract (spec-contract.graphql) with the mock's extensions (extensions.graphql)
// composed in: there is no second copy of the contract to drift from it. GraphQL's own `extend` adds types and
// fields; a field the contract already has may be widened (optional arguments added, an input field made
// optional), which plain SDL cannot say. Anything else would turn away a request the contract allows, so it throws.
import {
  buildASTSchema,
  Kind,
  parse,
  print,
  type DefinitionNode,
  type DocumentNode,
  type FieldDefinitionNode,
  type InputValueDefinitionNode,
  type TypeNode,
} from 'graphql';

type FieldNode = FieldDefinitionNode | InputValueDefinitionNode;
type WithFields = Extract<DefinitionNode, { fields?: readonly FieldNode[] }>;

const hasFields = (d: DefinitionNode): d is WithFields =>
  d.kind === Kind.OBJECT_TYPE_DEFINITION ||
  d.kind === Kind.OBJECT_TYPE_EXTENSION ||
  d.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION ||
  d.kind === Kind.INPUT_OBJECT_TYPE_EXTENSION ||
  d.kind === Kind.INTERFACE_TYPE_DEFINITION ||
  d.kind === Kind.INTERFACE_TYPE_EXTENSION;

const optional = (type: TypeNode) => type.kind !== Kind.NON_NULL_TYPE;
const typeText = (type: TypeNode) => print(type);

/** Why `widened` may not stand for the contract's `field` of `owner`, or null when it only widens it. */
function widening(owner: string, field: FieldNode, widened: FieldNode): string | null {
  const name = `${owner}.${field.name.value}`;
  if (field.kind === Kind.INPUT_VALUE_DEFINITION) {
    const contract = typeText(field.type);
    const served = typeText(widened.type);
    const relaxed = field.type.kind === Kind.NON_NULL_TYPE && typeText(field.type.type) === served;
    return served === contract || relaxed ? null : `${name} may only become optional (${contract} -> ${served})`;
  }
  if (widened.kind !== Kind.FIELD_DEFINITION) return `${name} is a field, not an input field`;
  if (typeText(field.type) !== typeText(widened.type)) return `${name} keeps the contract's type ${typeText(field.type)}`;
  const args = new Map((widened.arguments ?? []).map((a) => [a.name.value, a]));
  for (const arg of field.arguments ?? []) {
    const kept = args.get(arg.name.value);
    if (!kept || typeText(kept.type) !== typeText(arg.type)) return `${name} keeps its argument ${arg.name.value}: ${typeText(arg.type)}`;
  }
  const known = new Set((field.arguments ?? []).map((a) => a.name.value));
  const required = (widened.arguments ?? []).find((a) => !known.has(a.name.value) && !optional(a.type) && !a.defaultValue);
  return required ? `${name} may add only optional arguments (${required.name.value} is required)` : null;
}

/** The contract and the extensions as one document; throws when an extension would narrow the contract. */
export function composeServedDocument(contractSdl: string, extensionsSdl: string): DocumentNode {
  const contract = parse(contractSdl, { noLocation: true });
  const extensions = parse(extensionsSdl, { noLocation: true });
  // Every field the contract declares, by type name, wherever the contract declares it.
  const declared = new Map<string, Map<string, FieldNode>>();
  for (const d of contract.definitions) {
    if (!hasFields(d)) continue;
    const fields = declared.get(d.name.value) ?? new Map<string, FieldNode>();
    for (const f of d.fields ?? []) fields.set(f.name.value, f);
    declared.set(d.name.value, fields);
  }
  const widened = new Map<FieldNode, FieldNode>();
  const problems: string[] = [];
  const added: DefinitionNode[] = [];
  for (const d of extensions.definitions) {
    if (!hasFields(d)) {
      added.push(d);
      continue;
    }
    const own = declared.get(d.name.value);
    const isInput = d.kind === Kind.INPUT_OBJECT_TYPE_EXTENSION || d.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION;
    const fresh: FieldNode[] = [];
    for (const f of d.fields ?? []) {
      const existing = own?.get(f.name.value);
      if (existing) {
        const problem = widening(d.name.value, existing, f);
        if (problem) problems.push(problem);
        else widened.set(existing, f);
      } else {
        if (isInput && !optional(f.type)) problems.push(`${d.name.value}.${f.name.value} is new, so it must be optional`);
        fresh.push(f);
      }
    }
    if (fresh.length) added.push({ ...d, fields: fresh } as WithFields);
  }
  if (problems.length) throw new Error(`extensions.graphql narrows the contract:\n${problems.join('\n')}`);
  const base = contract.definitions.map((d) =>
    hasFields(d) && d.fields?.some((f) => widened.has(f)) ? ({ ...d, fields: d.fields.map((f) => widened.get(f) ?? f) } as WithFields) : d,
  );
  const document: DocumentNode = { kind: Kind.DOCUMENT, definitions: [...base, ...added] };
  buildASTSchema(document);
  return document;
}

/** The served schema's SDL: the contract, then the extensions, with each widened field in the contract's place. */
export function composeServedSchema(contractSdl: string, extensionsSdl: string): string {
  return `${print(composeServedDocument(contractSdl, extensionsSdl))}\n`;
}
