// API_CONTRACT=spec: the server answers only what the specification's contract (spec-contract.graphql) names,
// validating query text and variables as a real backend of the spec's API would; the default, 'full', serves
// the mock with its documented extensions (docs/decisions.md).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createSpecOnlyGate, type SpecOnlyGate } from '../mock-api/spec-only-gate';

export type ApiContract = 'full' | 'spec';

export function apiContractFrom(value: string | undefined): ApiContract {
  return value?.trim() === 'spec' ? 'spec' : 'full';
}

export function gateFor(contract: ApiContract): SpecOnlyGate | undefined {
  if (contract !== 'spec') return undefined;
  const file = fileURLToPath(new URL('../mock-api/spec-contract.graphql', import.meta.url));
  return createSpecOnlyGate(readFileSync(file, 'utf8'));
}
