/**
 * Tests only: a push service on 127.0.0.1 that does what a browser's push service and the browser do
 * with a push. It checks the VAPID Authorization (an ES256 JWT for this origin, signed by the key the
 * header names) and decrypts the aes128gcm body (RFC 8188, keys of RFC 8291) with the subscription's
 * private key, which the test holds as a browser would. Each endpoint answers with the statuses the
 * test queues for it, then 201.
 */
import {
  createECDH,
  createHmac,
  createDecipheriv,
  createPublicKey,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedPush = {
  path: string;
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

/** A browser's side of one subscription: its key pair and auth secret, and what it registers. */
export type FakeBrowser = {
  ecdh: ECDH;
  auth: Buffer;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The decrypted payloads of the pushes this subscription's endpoint received. */
  received(): unknown[];
};

export type FakePushService = {
  origin: string;
  pushes: ReceivedPush[];
  /** A new subscription at this service, as PushManager.subscribe would give it. */
  browser(): FakeBrowser;
  /** The next answers of one endpoint (then 201 again). */
  answer(endpoint: string, ...statuses: number[]): void;
  close(): Promise<void>;
};

export async function startFakePushService(vapidPublicKey: () => string): Promise<FakePushService> {
  const pushes: ReceivedPush[] = [];
  const queued = new Map<string, number[]>();
  const browsers = new Map<string, FakeBrowser>();
  let origin = '';

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      const auth = checkVapid(String(req.headers.authorization ?? ''), origin, vapidPublicKey());
      const status =
        req.method !== 'POST' || !browsers.has(path)
          ? 404
          : auth !== 'ok'
            ? 401
            : (queued.get(path)?.shift() ?? 201);
      pushes.push({ path, status, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(status, { 'content-type': 'text/plain' }).end(auth === 'ok' ? '' : auth);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    pushes,
    browser() {
      const path = `/push/${randomBytes(8).toString('hex')}`;
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const b: FakeBrowser = {
        ecdh,
        auth,
        subscription: {
          endpoint: `${origin}${path}`,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        },
        received: () =>
          pushes
            .filter((p) => p.path === path && p.status === 201)
            .map((p) => JSON.parse(decryptAes128gcm(p.body, ecdh, auth).toString('utf8'))),
      };
      browsers.set(path, b);
      return b;
    },
    answer(endpoint, ...statuses) {
      queued.set(new URL(endpoint).pathname, statuses);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** 'ok', or why the Authorization header is not a valid VAPID one for `audience` and `publicKey`. */
export function checkVapid(header: string, audience: string, publicKey: string): string {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header);
  if (!m) return 'no vapid authorization';
  const [, token = '', k = ''] = m;
  if (k !== publicKey) return 'another key';
  const [head = '', claims = '', signature = ''] = token.split('.');
  const header64 = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  if (header64.alg !== 'ES256') return 'not ES256';
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (body.aud !== audience) return `audience ${body.aud}`;
  if (!body.exp || body.exp * 1000 < Date.now() || body.exp * 1000 > Date.now() + 24 * 3_600_000)
    return 'bad expiry';
  if (!body.sub) return 'no subject';
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  return signed ? 'ok' : 'bad signature';
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 + RFC 8188, one record: what the browser does with a push's body. */
export function decryptAes128gcm(body: Buffer, ecdh: ECDH, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const shared = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderKey]);
  // HKDF written out: extract with the auth secret, expand one block with the key info.
  const ikm = hmac(hmac(authSecret, shared), Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
  const padded = Buffer.concat([
    decipher.update(cipherText.subarray(0, cipherText.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  const end = padded.lastIndexOf(2);
  if (end < 0) throw new Error('no record delimiter');
  return padded.subarray(0, end);
}
