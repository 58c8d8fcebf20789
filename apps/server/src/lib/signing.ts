/**
 * The platform's Ed25519 signing key for prescription QR codes (docs/decisions/006).
 * The key comes from PRESCRIPTION_SIGNING_KEY, or is generated once and kept in a settings store
 * (the database) so every app server behind a load balancer signs and verifies with the same key.
 */
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';

export const SIGNING_KEY_SETTING = 'prescription_signing_key';

/** A JSON value as the QR payload uses it. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/**
 * Keys sorted at every level, no whitespace: the same object always gives the same bytes, whatever
 * order its fields were written or parsed in. Non-finite numbers have no JSON form and are refused.
 */
export function canonicalJson(value: Json): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new Error('non-finite number');
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const keys = Object.keys(value).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k] as Json)}`).join(',')}}`;
}

/** Accepts PEM or base64 of PKCS#8 DER; anything but an Ed25519 private key is refused. */
export function parsePrivateKey(text: string): KeyObject {
  const trimmed = text.trim();
  const key = trimmed.includes('-----BEGIN')
    ? createPrivateKey(trimmed)
    : createPrivateKey({ key: Buffer.from(trimmed, 'base64'), format: 'der', type: 'pkcs8' });
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('a chave de assinatura deve ser Ed25519');
  return key;
}

export function generatePrivateKeyPem(): string {
  const { privateKey } = generateKeyPairSync('ed25519');
  return privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
}

export type Signer = {
  kid: string;
  publicKeyPem: string;
  sign(payload: Json): string;
  verify(payload: Json, signature: string): boolean;
};

export function createSigner(privateKey: KeyObject): Signer {
  const publicKey = createPublicKey(privateKey);
  const spki = publicKey.export({ format: 'der', type: 'spki' });
  return {
    kid: createHash('sha256').update(spki).digest('base64url').slice(0, 16),
    publicKeyPem: publicKey.export({ format: 'pem', type: 'spki' }).toString(),
    sign: (payload) => sign(null, Buffer.from(canonicalJson(payload)), privateKey).toString('base64url'),
    verify(payload, signature) {
      const bytes = Buffer.from(signature, 'base64url');
      // Ed25519 signatures are exactly 64 bytes; anything else is not one of ours.
      if (bytes.length !== 64) return false;
      try {
        return verify(null, Buffer.from(canonicalJson(payload)), publicKey, bytes);
      } catch {
        return false;
      }
    },
  };
}

/** Where a generated key is kept; implemented by a repository over app_settings. */
export type SettingsStore = {
  get(key: string): Promise<string | undefined>;
  /** Inserts only when the key is absent (several servers may start at once). */
  insertIfAbsent(key: string, value: string): Promise<void>;
};

/**
 * The configured key wins. Otherwise a candidate key is inserted if none exists, and whatever the
 * store holds afterwards is used: when two servers race, both end up with the first one written.
 */
export async function loadSigner(store: SettingsStore, configured: string | undefined): Promise<Signer> {
  if (configured) return createSigner(parsePrivateKey(configured));
  let stored = await store.get(SIGNING_KEY_SETTING);
  if (!stored) {
    await store.insertIfAbsent(SIGNING_KEY_SETTING, generatePrivateKeyPem());
    stored = await store.get(SIGNING_KEY_SETTING);
  }
  if (!stored) throw new Error('prescription signing key could not be stored');
  return createSigner(parsePrivateKey(stored));
}
