// A shop saved before passwords were hashed holds them, and its session tokens, in plain text. Loading such a
// shop hashes every password and ends every session (the stored tokens cannot be told from hashes, so none is
// trusted): everyone signs in again once, with the same password.
import type { ShopState, UserRecord } from './shop-state';
import { hashPassword, isPasswordHash, verifyPassword } from '../crypto/password-hash';

/** Hashes plain-text passwords in place; true when anything changed (the caller saves). */
export async function protectStoredSecrets(state: ShopState): Promise<boolean> {
  // One-time codes kept in clear by an older shop are dropped: they last minutes, and a new one is a click away.
  const plainCodes = state.otps.some((o) => o.code !== undefined);
  if (plainCodes) state.otps = state.otps.filter((o) => o.code === undefined);
  const plain = state.users.filter((u) => u.password && !isPasswordHash(u.password));
  if (plain.length === 0) return plainCodes;
  for (const user of plain) user.password = await hashPassword(user.password);
  state.sessions = [];
  return true;
}

/**
 * True when the password is the account's. A password still stored in plain text (a shop saved in the page
 * before passwords were hashed) is compared once and replaced by its hash.
 */
export async function passwordMatches(user: UserRecord, password: string): Promise<boolean> {
  if (!user.password) return false;
  if (isPasswordHash(user.password)) return verifyPassword(password, user.password);
  if (user.password !== password) return false;
  user.password = await hashPassword(password);
  return true;
}
