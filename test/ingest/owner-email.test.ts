// An owner signs in with the e-mail as typed: the ingest reads it by the domain's one e-mail rule.
import { describe, expect, it } from 'vitest';
import { OwnerDirectory } from '../../src/server/ingest/owner-accounts';
import { hashPassword } from '../../src/server/crypto/password-hash';

describe("The owners' directory", () => {
  it('finds and signs in an owner whatever the spacing and case of the typed e-mail', async () => {
    const directory = new OwnerDirectory([{ email: 'owner@pawprint.test', passwordHash: await hashPassword('secret-words'), projectIDs: [1] }]);
    expect(directory.find(' Owner @Pawprint.test ')?.email).toBe('owner@pawprint.test');
    expect((await directory.signIn('owner@ pawprint.test', 'secret-words', 0)).ok).toBe(true);
  });
});
