// The site owners who may watch recordings: each signs in with an e-mail and a password and
// sees only the projects named on their account. The local server seeds one owner per project
// (printed at start like the shop's demo accounts); INGEST_OWNERS names a JSON file that replaces them.
import { readFileSync } from 'node:fs';
import { hashPassword, verifyPassword } from '../crypto/password-hash';
import type { IngestProject } from './ingest-projects';
import { normalizeEmail } from '../../domain/email';

export interface OwnerAccount {
  email: string;
  /** PBKDF2 hash, as the shop keeps its customers' passwords. */
  passwordHash: string;
  projectIDs: number[];
}

/** An owner as the guard hands it to a route: who, and which projects they may see. */
export interface Owner {
  email: string;
  projectIDs: readonly number[];
}

/** What the server prints at start, so the person running it can sign in. */
export interface SeededOwner {
  email: string;
  password: string;
  project: string;
}

/** Wrong-password tries allowed per e-mail address in one window, before sign-in is refused for a while. */
export const SIGN_IN_TRIES = 10;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

export const ownerEmailFor = (project: IngestProject): string =>
  project.projectID === 1 ? 'owner@pawprint.test' : `owner-${project.projectID}@pawprint.test`;

export async function seedOwners(projects: IngestProject[], password: string): Promise<{ accounts: OwnerAccount[]; seeded: SeededOwner[] }> {
  const accounts: OwnerAccount[] = [];
  const seeded: SeededOwner[] = [];
  for (const project of projects) {
    const email = ownerEmailFor(project);
    accounts.push({ email, passwordHash: await hashPassword(password), projectIDs: [project.projectID] });
    seeded.push({ email, password, project: project.name });
  }
  return { accounts, seeded };
}

/** Reads an owners file: { "owners": [{ "email", "passwordHash", "projectIDs": [1] }] }; throws on the first problem. */
export function loadOwnersFile(file: string): OwnerAccount[] {
  const value = JSON.parse(readFileSync(file, 'utf8')) as { owners?: unknown };
  if (!Array.isArray(value.owners) || value.owners.length === 0) throw new Error('Owners file needs a non-empty "owners" array');
  return value.owners.map((o: Record<string, unknown>, i) => {
    if (typeof o.email !== 'string' || typeof o.passwordHash !== 'string' || !Array.isArray(o.projectIDs)) {
      throw new Error(`Owner ${i} needs an email, a passwordHash and projectIDs`);
    }
    return { email: normalizeEmail(o.email), passwordHash: o.passwordHash, projectIDs: o.projectIDs.filter((p): p is number => typeof p === 'number') };
  });
}

export type SignInResult = { ok: true; owner: Owner } | { ok: false; reason: 'wrong' | 'too-many' };

export class OwnerDirectory {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly accounts: readonly OwnerAccount[]) {}

  find(email: string): Owner | null {
    const account = this.accounts.find((a) => a.email === normalizeEmail(email));
    return account ? { email: account.email, projectIDs: account.projectIDs } : null;
  }

  async signIn(email: string, password: string, now: number): Promise<SignInResult> {
    const key = normalizeEmail(email);
    const recent = (this.failures.get(key) ?? []).filter((at) => now - at < SIGN_IN_WINDOW_MS);
    if (recent.length >= SIGN_IN_TRIES) return { ok: false, reason: 'too-many' };
    const account = this.accounts.find((a) => a.email === key);
    // An unknown address costs the same hash as a known one, so timing tells no one which owners exist.
    const matches = await verifyPassword(password, account?.passwordHash ?? UNKNOWN_OWNER_HASH);
    if (!account || !matches) {
      this.failures.set(key, [...recent, now]);
      return { ok: false, reason: 'wrong' };
    }
    this.failures.delete(key);
    return { ok: true, owner: { email: account.email, projectIDs: account.projectIDs } };
  }
}

const UNKNOWN_OWNER_HASH = 'pbkdf2-sha512$210000$00000000000000000000000000000000$0000000000000000000000000000000000000000000000000000000000000000';
