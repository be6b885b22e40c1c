// Regenerates mock-api/schema-sdl.ts, the served schema: spec-contract.graphql with extensions.graphql composed in
// (compose-schema.ts). The two .graphql files stay the source; a test checks the module matches them.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { composeServedSchema } from '../mock-api/compose-schema';

const contractPath = fileURLToPath(new URL('../mock-api/spec-contract.graphql', import.meta.url));
const extensionsPath = fileURLToPath(new URL('../mock-api/extensions.graphql', import.meta.url));
const outPath = fileURLToPath(new URL('../mock-api/schema-sdl.ts', import.meta.url));

export function renderSchemaModule(sdl: string): string {
  return [
    '// Generated from spec-contract.graphql + extensions.graphql by src/server/http/generate-schema-sdl.ts: edit those, then rerun.',
    '// A module (not a ?raw import) so the same schema loads in Node, Vitest and the browser.',
    `export const schemaSdl: string = ${JSON.stringify(sdl)};`,
    '',
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(outPath, renderSchemaModule(composeServedSchema(readFileSync(contractPath, 'utf8'), readFileSync(extensionsPath, 'utf8'))));
  console.log(`wrote ${outPath}`);
}
