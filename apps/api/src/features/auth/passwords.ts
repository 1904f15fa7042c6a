import { hash, verify } from "@node-rs/argon2";

/**
 * argon2id with the OWASP minimum (19 MiB memory, 2 iterations, parallelism 1). The numeric
 * algorithm id is used because the package's `Algorithm` is a const enum, which isolated
 * modules cannot import.
 */
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A corrupt stored hash is a failed sign-in, not a server error.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Burns the same work as a real check, so an unknown account answers as slowly as a wrong password
 * and response times do not reveal which accounts exist.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword("adstudio-dummy-password");
  await verifyPassword(await dummyHash, password);
  return false;
}
