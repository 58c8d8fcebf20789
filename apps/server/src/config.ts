/**
 * Every environment variable the server reads, parsed and validated once at start.
 * An invalid value stops the server with a message naming the variable.
 */
import os from 'node:os';
import { z } from 'zod';
import { isLoopbackHttp } from './lib/loopback';
import { parsePrivateKey } from './lib/signing';

const flag = z
  .string()
  .optional()
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // HTTP worker processes (docs/decisions/041). Unset: one per core in production, where the server
  // usually has the machine to itself, and one elsewhere, so development and tests stay one process.
  WORKERS: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ error: 'WORKERS deve ser um número de processos' })
      .int('WORKERS deve ser um número inteiro')
      .min(1, 'WORKERS deve ser pelo menos 1')
      .max(64, 'WORKERS deve ser no máximo 64')
      .optional(),
  ),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: optionalString,
  ADMIN_USERNAME: optionalString,
  ADMIN_PASSWORD: optionalString,
  PUBLIC_URL: z.url({ error: 'PUBLIC_URL deve ser uma URL (ex.: https://saude.exemplo.gov.br)' }).optional(),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER: z
    .url()
    .default('https://accounts.google.com')
    .refine((v) => v.startsWith('https://') || isLoopbackHttp(new URL(v)), {
      error: 'GOOGLE_ISSUER deve usar https (http só para um provedor nesta máquina)',
    }),
  DEMO: flag,
  CONTACT_EMAIL: optionalString,
  CONTACT_PHONE: optionalString,
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(120),
  SESSION_MAX_HOURS: z.coerce.number().int().positive().default(12),
  // How many reverse proxies of ours stand in front ('1', 'true' and 'yes' mean one; unset, none).
  TRUST_PROXY: z.preprocess(
    (v) => (v === undefined || v === '' ? 0 : typeof v === 'string' && /^(true|yes)$/i.test(v) ? 1 : v),
    z.coerce.number().int().min(0).max(10),
  ),
  WEB_DIST: optionalString,
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  // Outside lookups (docs/decisions/007): postal code, CPF providers (off unless configured) and
  // reverse geocoding. The timeout is configurable so tests need not wait the spec's 8 s.
  CEP_LOOKUP_URL: z.url().default('https://viacep.com.br'),
  CPF_LOOKUP_URL_1: optionalString.pipe(z.url().optional()),
  CPF_LOOKUP_TOKEN_1: optionalString,
  CPF_LOOKUP_URL_2: optionalString.pipe(z.url().optional()),
  CPF_LOOKUP_TOKEN_2: optionalString,
  REVERSE_GEOCODING_URL: z.url().default('https://nominatim.openstreetmap.org'),
  LOOKUP_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  // Days a prescription can be dispensed when the doctor does not choose (docs/decisions/021).
  PRESCRIPTION_VALIDITY_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  // Minutes after the end of an appointment's day (city time) before one still 'scheduled' becomes a
  // no-show (docs/decisions/036): the time a doctor has to finish a visit seen without a check-in.
  // An empty value is unset (the default), not zero.
  NO_SHOW_GRACE_MINUTES: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ error: 'NO_SHOW_GRACE_MINUTES deve ser um número de minutos' })
      .int('NO_SHOW_GRACE_MINUTES deve ser um número inteiro de minutos')
      .min(0, 'NO_SHOW_GRACE_MINUTES não pode ser negativo')
      .max(7 * 1440, 'NO_SHOW_GRACE_MINUTES deve ser de no máximo 10080 (7 dias)')
      .default(120),
  ),
  // Outgoing e-mail (docs/decisions/017): a forgotten password's code. Off unless SMTP_URL is set,
  // e.g. smtp://user:password@mail.example.gov.br:587 (STARTTLS when offered) or smtps://...:465.
  SMTP_URL: optionalString
    .pipe(z.url({ error: 'SMTP_URL deve ser uma URL smtp:// ou smtps://' }).optional())
    .refine(
      (v) => v === undefined || /^smtps?:\/\//.test(v),
      'SMTP_URL deve começar com smtp:// ou smtps://',
    ),
  SMTP_FROM: z.string().default('Saúde Municipal <nao-responda@localhost>'),
  // Ed25519 private key for prescription QR codes (PEM or base64 PKCS#8 DER); when absent one is
  // generated on first use and kept in the database (docs/decisions/006).
  PRESCRIPTION_SIGNING_KEY: optionalString.refine(
    (v) => v === undefined || isEd25519Key(v),
    'PRESCRIPTION_SIGNING_KEY deve ser uma chave privada Ed25519 (PEM ou PKCS#8 DER em base64)',
  ),
  // Web Push (docs/decisions/040): the VAPID key pair (base64url, as web-push generates it); when
  // both are absent a pair is generated once and kept in the database. The subject is the contact
  // push services are told (mailto: or https:). Push endpoints are only POSTed to over https at
  // hosts ending with one of PUSH_SERVICE_HOSTS (comma-separated), so a subscription cannot point
  // the server at an internal address.
  VAPID_PUBLIC_KEY: optionalString.refine(
    (v) => v === undefined || base64UrlBytes(v) === 65,
    'VAPID_PUBLIC_KEY deve ser a chave pública P-256 não comprimida (65 bytes) em base64url',
  ),
  VAPID_PRIVATE_KEY: optionalString.refine(
    (v) => v === undefined || base64UrlBytes(v) === 32,
    'VAPID_PRIVATE_KEY deve ser a chave privada P-256 (32 bytes) em base64url',
  ),
  VAPID_SUBJECT: optionalString.refine(
    (v) => v === undefined || /^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/.test(v),
    'VAPID_SUBJECT deve ser mailto:endereco@dominio ou uma URL https://',
  ),
  PUSH_SERVICE_HOSTS: z
    .string()
    .default('fcm.googleapis.com,push.services.mozilla.com,notify.windows.com,push.apple.com')
    .transform((v) =>
      v
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    ),
});

function base64UrlBytes(value: string): number {
  return /^[A-Za-z0-9_-]+$/.test(value) ? Buffer.from(value, 'base64url').length : -1;
}

function isEd25519Key(value: string): boolean {
  try {
    parsePrivateKey(value);
    return true;
  } catch {
    return false;
  }
}

export type DatabaseConfig =
  | { kind: 'sqlite'; path: string }
  /** schema: run in this PostgreSQL schema (tests get one each). */
  | { kind: 'postgres'; url: string; schema?: string };

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Processes serving HTTP: 1 is a single process; more, a primary that forks that many workers. */
  workers: number;
  database: DatabaseConfig;
  admin: { username: string | undefined; password: string | undefined };
  publicUrl: string;
  /** True when PUBLIC_URL is https: cookies get Secure and the __Host- prefix, HSTS is sent. */
  secureCookies: boolean;
  google: { clientId: string; clientSecret: string; issuer: string } | null;
  demo: boolean;
  contact: { email: string | null; phone: string | null };
  session: { idleMs: number; maxMs: number };
  /** Behind a reverse proxy: take the client IP from X-Forwarded-For. */
  trustProxy: boolean;
  /** How many proxies of ours append to X-Forwarded-For: the client is that many entries from its right. */
  proxyHops: number;
  webDist: string | undefined;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /** Map tiles for the department's report map (Leaflet URL template). */
  mapTileUrl: string;
  /** Outside lookups: base URLs without a trailing slash; CPF providers only when configured. */
  lookups: {
    cepUrl: string;
    cpfProviders: { url: string; token: string | undefined }[];
    reverseGeocodingUrl: string;
    timeoutMs: number;
  };
  /** Configured prescription signing key; undefined means the one kept in the database. */
  prescriptionSigningKey: string | undefined;
  /** Days a prescription can be dispensed when the doctor does not choose. */
  prescriptionValidityDays: number;
  /** After the end of an appointment's day, the wait before a still scheduled one is a no-show. */
  noShowGraceMs: number;
  /** Outgoing e-mail; null when no SMTP server is configured. */
  smtp: { url: string; from: string } | null;
  /**
   * Web Push: the configured VAPID pair (null: the one kept in the database), the subject, the push
   * services' host suffixes, and whether a loopback http endpoint is accepted (tests only).
   */
  push: {
    vapid: { publicKey: string; privateKey: string } | null;
    subject: string;
    serviceHosts: string[];
    allowLoopbackHttp: boolean;
  };
};

export function parseDatabaseUrl(value: string | undefined): DatabaseConfig {
  if (!value) return { kind: 'sqlite', path: './data/saude.db' };
  if (/^postgres(ql)?:\/\//.test(value)) return { kind: 'postgres', url: value };
  if (value.startsWith('sqlite:'))
    return { kind: 'sqlite', path: value.slice('sqlite:'.length) || ':memory:' };
  return { kind: 'sqlite', path: value };
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configuração inválida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new Error(
      'Configuração inválida:\nVAPID_PUBLIC_KEY e VAPID_PRIVATE_KEY vão juntas: defina as duas ou nenhuma',
    );
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const google =
    e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
      ? {
          clientId: e.GOOGLE_CLIENT_ID,
          clientSecret: e.GOOGLE_CLIENT_SECRET,
          issuer: e.GOOGLE_ISSUER.replace(/\/+$/, ''),
        }
      : null;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    workers: e.WORKERS ?? (e.NODE_ENV === 'production' ? os.availableParallelism() : 1),
    database: parseDatabaseUrl(e.DATABASE_URL),
    admin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD },
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    google,
    demo: e.DEMO,
    contact: { email: e.CONTACT_EMAIL ?? null, phone: e.CONTACT_PHONE ?? null },
    session: { idleMs: e.SESSION_IDLE_MINUTES * 60_000, maxMs: e.SESSION_MAX_HOURS * 3_600_000 },
    trustProxy: e.TRUST_PROXY > 0,
    proxyHops: e.TRUST_PROXY,
    webDist: e.WEB_DIST,
    logLevel: e.LOG_LEVEL,
    mapTileUrl: e.MAP_TILE_URL,
    lookups: {
      cepUrl: e.CEP_LOOKUP_URL.replace(/\/+$/, ''),
      cpfProviders: [
        { url: e.CPF_LOOKUP_URL_1, token: e.CPF_LOOKUP_TOKEN_1 },
        { url: e.CPF_LOOKUP_URL_2, token: e.CPF_LOOKUP_TOKEN_2 },
      ].flatMap((p) => (p.url ? [{ url: p.url.replace(/\/+$/, ''), token: p.token }] : [])),
      reverseGeocodingUrl: e.REVERSE_GEOCODING_URL.replace(/\/+$/, ''),
      timeoutMs: e.LOOKUP_TIMEOUT_MS,
    },
    prescriptionSigningKey: e.PRESCRIPTION_SIGNING_KEY,
    prescriptionValidityDays: e.PRESCRIPTION_VALIDITY_DAYS,
    noShowGraceMs: e.NO_SHOW_GRACE_MINUTES * 60_000,
    smtp: e.SMTP_URL ? { url: e.SMTP_URL, from: e.SMTP_FROM } : null,
    push: {
      vapid:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : null,
      subject:
        e.VAPID_SUBJECT ??
        (e.CONTACT_EMAIL
          ? `mailto:${e.CONTACT_EMAIL}`
          : publicUrl.startsWith('https://')
            ? publicUrl
            : 'mailto:nao-responda@localhost'),
      serviceHosts: e.PUSH_SERVICE_HOSTS,
      allowLoopbackHttp: e.NODE_ENV === 'test',
    },
  };
}
