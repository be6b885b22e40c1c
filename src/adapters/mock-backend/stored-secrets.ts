// A shop saved before passwords were hashed holds them, and its session tokens, in plain text. Loading such a
// shop hashes every password and ends every session (the stored tokens cannot be told from hashes, so none is
// trusted): everyone signs in again once, with the same password.
import type { ShopState } from './shop-state';
import { hashPassword, isPasswordHash } from './password-hash';

/** Hashes plain-text passwords in place; true when anything changed (the caller saves). */
export async function protectStoredSecrets(state: ShopState): Promise<boolean> {
  const plain = state.users.filter((u) => u.password && !isPasswordHash(u.password));
  if (plain.length === 0) return false;
  for (const user of plain) user.password = await hashPassword(user.password);
  state.sessions = [];
  return true;
}
