import { hash, verify, type Algorithm } from '@node-rs/argon2';

// argon2id with OWASP's baseline: 19 MiB, 2 passes, 1 lane. Runs off the event loop.
// Algorithm.Argon2id is an ambient const enum, which verbatimModuleSyntax cannot import.
const ARGON2ID = 2 as Algorithm;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** A PHC string ($argon2id$v=19$m=…,t=…,p=…$salt$hash): self-describing, so the cost can be raised later. */
export function hashPassword(password: string): Promise<string> {
  return hash(password.normalize('NFC'), OPTIONS);
}

// Verified against when there is no account, so response times do not tell whether an e-mail exists.
const DUMMY = hashPassword('dummy password for timing');

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (stored === null || !stored.startsWith('$argon2id$')) {
    await verify(await DUMMY, password.normalize('NFC')).catch(() => false);
    return false;
  }
  return verify(stored, password.normalize('NFC')).catch(() => false);
}
