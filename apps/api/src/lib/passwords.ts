import { hash, verify } from '@node-rs/argon2';

// OWASP Password Storage Cheat Sheet: argon2id, m = 19 MiB, t = 2, p = 1 (~150 ms per check here).
// algorithm 2 is Argon2id (a const enum in the typings, not importable under verbatimModuleSyntax).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** An argon2id hash of `password` in PHC string form. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** Whether `password` matches `passwordHash`; false (never a throw) for a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// A real hash of a random password, checked when the e-mail is unknown so that the answer takes the same
// time whether or not the account exists (ASVS 6.3.8).
let decoy: Promise<string> | undefined;
/** Spends the same work as a real check, for an e-mail that has no account. */
export async function verifyDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(crypto.randomUUID());
  await verifyPassword(await decoy, password);
  return false;
}
