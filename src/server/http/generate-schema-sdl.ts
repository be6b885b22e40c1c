// Regenerates mock-backend/schema-sdl.ts from schema.graphql (the SDL file stays the source; a test checks they match).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const sdlPath = fileURLToPath(new URL('../mock-api/schema.graphql', import.meta.url));
const outPath = fileURLToPath(new URL('../mock-api/schema-sdl.ts', import.meta.url));

export function renderSchemaModule(sdl: string): string {
  return [
    '// Generated from schema.graphql by src/server/http/generate-schema-sdl.ts: edit the .graphql file, then rerun.',
    '// A module (not a ?raw import) so the same schema loads in Node, Vitest and the browser.',
    `export const schemaSdl: string = ${JSON.stringify(sdl)};`,
    '',
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(outPath, renderSchemaModule(readFileSync(sdlPath, 'utf8')));
  console.log(`wrote ${outPath}`);
}
