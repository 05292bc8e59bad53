import { hash, verify, type Algorithm } from "@node-rs/argon2";

/** argon2id with the OWASP-recommended minimum (19 MiB, 2 passes, 1 lane). */
const ARGON2ID = { algorithm: 2 as Algorithm, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A real hash to verify against when the e-mail is unknown, so both paths take the same time. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword("inkprint-decoy-password");
  return decoyHash;
}
