/**
 * Password hashing with argon2id at OWASP's recommended minimum (19 MiB memory, 2 iterations,
 * parallelism 1). A dummy hash is verified when an account does not exist, so response time does
 * not reveal which usernames or CPFs are registered.
 */
import { hash, verify, type Options } from '@node-rs/argon2';

/** Algorithm 2 is Argon2id (the package's const enum cannot be imported under isolated modules). */
const OPTIONS: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hash('senha-inexistente', OPTIONS);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
