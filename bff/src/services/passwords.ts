import { randomBytes } from 'node:crypto';
import { hash, verify, type Options } from '@node-rs/argon2';

/** @node-rs/argon2 declares Algorithm as a const enum, which isolated modules cannot import: 2 is Argon2id. */
const ARGON2ID = 2 satisfies NonNullable<Options['algorithm']>;

/**
 * argon2id with the OWASP baseline (19 MiB, 2 passes). Under NODE_ENV=test the cost drops so the
 * suites stay fast; the algorithm and code path are the same.
 */
const ARGON2_OPTIONS: Options =
  process.env.NODE_ENV === 'test'
    ? { algorithm: ARGON2ID, memoryCost: 1024, timeCost: 1, parallelism: 1 }
    : { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so an unknown e-mail cannot be told apart by timing. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  await verifyPassword(await dummyHash, password);
  return false;
}
