// Passwords are kept as PBKDF2 with 210,000 rounds (src/server/crypto/password-hash.ts): about a seventh of a
// second of CPU per sign-in, and the tests sign in to fresh mock shops hundreds of times with the same demo
// password against the same stored hash. PBKDF2 is a pure function of (password, salt, rounds, hash, length),
// so the test setup remembers each answer it derived: a second derivation of the same inputs answers the first's
// bits, and any other input (a wrong password, a new salt) is derived for real. The code under test still
// imports, derives and compares as it would; only the repeated derivation is not paid again.
const MEMOISED = Symbol.for('pawprint.test.pbkdf2Memo');

type Subtle = SubtleCrypto & { [MEMOISED]?: true };

const hexOf = (data: BufferSource): string => {
  const bytes = ArrayBuffer.isView(data)
    ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
    : new Uint8Array(data as ArrayBuffer);
  return Buffer.from(bytes).toString('hex');
};

export function memoisePbkdf2(): void {
  const subtle = globalThis.crypto?.subtle as Subtle | undefined;
  // Files that share a worker run the setup again each: the worker's crypto keeps the one wrapper.
  if (!subtle || subtle[MEMOISED]) return;
  const importKey = subtle.importKey.bind(subtle);
  const deriveBits = subtle.deriveBits.bind(subtle);
  // The raw password behind each PBKDF2 key this worker imported (the key itself cannot be read back).
  const passwords = new WeakMap<CryptoKey, string>();
  const derived = new Map<string, ArrayBuffer>();

  Object.defineProperty(subtle, 'importKey', {
    configurable: true,
    value: async (...args: Parameters<SubtleCrypto['importKey']>) => {
      const key = await (importKey as (...a: unknown[]) => Promise<CryptoKey>)(...args);
      const [format, data, algorithm] = args;
      const name = typeof algorithm === 'string' ? algorithm : algorithm.name;
      if (format === 'raw' && name === 'PBKDF2') passwords.set(key, hexOf(data as BufferSource));
      return key;
    },
  });
  Object.defineProperty(subtle, 'deriveBits', {
    configurable: true,
    value: async (algorithm: Pbkdf2Params | AlgorithmIdentifier, key: CryptoKey, length: number) => {
      const password = passwords.get(key);
      if (typeof algorithm === 'string' || algorithm.name !== 'PBKDF2' || password === undefined) {
        return deriveBits(algorithm as AlgorithmIdentifier, key, length);
      }
      const { salt, iterations, hash } = algorithm as Pbkdf2Params;
      const hashName = typeof hash === 'string' ? hash : hash.name;
      const inputs = `${password}|${hexOf(salt)}|${iterations}|${hashName}|${length}`;
      let bits = derived.get(inputs);
      if (!bits) {
        bits = await deriveBits(algorithm as Pbkdf2Params, key, length);
        derived.set(inputs, bits);
      }
      // Each caller gets its own copy, as a real derivation would give it.
      return bits.slice(0);
    },
  });
  Object.defineProperty(subtle, MEMOISED, { value: true });
}
