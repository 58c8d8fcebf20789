import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig, parseDatabaseUrl } from './config';

describe('configuration', () => {
  it('reads DATABASE_URL as SQLite by default, by path or sqlite: prefix, and PostgreSQL by URL', () => {
    expect(parseDatabaseUrl(undefined)).toEqual({ kind: 'sqlite', path: './data/saude.db' });
    expect(parseDatabaseUrl('sqlite:/tmp/x.db')).toEqual({ kind: 'sqlite', path: '/tmp/x.db' });
    expect(parseDatabaseUrl('/var/lib/saude.db')).toEqual({ kind: 'sqlite', path: '/var/lib/saude.db' });
    expect(parseDatabaseUrl('postgres://u@h/db')).toEqual({ kind: 'postgres', url: 'postgres://u@h/db' });
    expect(parseDatabaseUrl('postgresql://u@h/db')).toMatchObject({ kind: 'postgres' });
  });

  it('has defaults, and secure cookies only behind HTTPS', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, host: '0.0.0.0', demo: false, google: null, secureCookies: false });
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PUBLIC_URL: 'https://saude.example.gov.br/' })).toMatchObject({
      publicUrl: 'https://saude.example.gov.br',
      secureCookies: true,
    });
  });

  it('reads WORKERS: one process unless production, where one per core is the default', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ NODE_ENV: 'test' }).workers).toBe(1);
    expect(loadConfig({ NODE_ENV: 'production' }).workers).toBe(os.availableParallelism());
    expect(loadConfig({ NODE_ENV: 'production', WORKERS: '1' }).workers).toBe(1);
    expect(loadConfig({ WORKERS: '3' }).workers).toBe(3);
    expect(loadConfig({ WORKERS: '' }).workers).toBe(1);
    expect(() => loadConfig({ WORKERS: '0' })).toThrow(/WORKERS/);
    expect(() => loadConfig({ WORKERS: '1.5' })).toThrow(/WORKERS/);
    expect(() => loadConfig({ WORKERS: 'todos' })).toThrow(/WORKERS/);
  });

  it('reads TRUST_PROXY as the number of proxies of ours, 1 for a yes, none when unset', () => {
    expect(loadConfig({}).proxyHops).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '1' })).toMatchObject({ proxyHops: 1, trustProxy: true });
    expect(loadConfig({ TRUST_PROXY: 'true' }).proxyHops).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).proxyHops).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'talvez' })).toThrow(/TRUST_PROXY/);
  });

  it('enables Google only with both client id and secret, with an overridable issuer', () => {
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'a' }).google).toBeNull();
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'a', GOOGLE_CLIENT_SECRET: 'b' }).google).toEqual({
      clientId: 'a',
      clientSecret: 'b',
      issuer: 'https://accounts.google.com',
    });
    // An issuer over plain http is accepted only on this machine (a test provider).
    expect(() => loadConfig({ GOOGLE_ISSUER: 'http://login.exemplo.com' })).toThrow(
      /GOOGLE_ISSUER deve usar https/,
    );
    expect(
      loadConfig({ GOOGLE_ISSUER: 'http://127.0.0.1:4000', GOOGLE_CLIENT_ID: 'a', GOOGLE_CLIENT_SECRET: 'b' })
        .google?.issuer,
    ).toBe('http://127.0.0.1:4000');
  });

  it('reads NO_SHOW_GRACE_MINUTES: two hours unless set, from none up to a week, whole minutes', () => {
    expect(loadConfig({}).noShowGraceMs).toBe(120 * 60_000);
    expect(loadConfig({ NO_SHOW_GRACE_MINUTES: '' }).noShowGraceMs).toBe(120 * 60_000);
    expect(loadConfig({ NO_SHOW_GRACE_MINUTES: '0' }).noShowGraceMs).toBe(0);
    expect(loadConfig({ NO_SHOW_GRACE_MINUTES: '720' }).noShowGraceMs).toBe(720 * 60_000);
    expect(loadConfig({ NO_SHOW_GRACE_MINUTES: '10080' }).noShowGraceMs).toBe(10080 * 60_000);
    expect(() => loadConfig({ NO_SHOW_GRACE_MINUTES: '-1' })).toThrow(
      /NO_SHOW_GRACE_MINUTES não pode ser negativo/,
    );
    expect(() => loadConfig({ NO_SHOW_GRACE_MINUTES: '10081' })).toThrow(/no máximo 10080/);
    expect(() => loadConfig({ NO_SHOW_GRACE_MINUTES: '1.5' })).toThrow(/número inteiro/);
    expect(() => loadConfig({ NO_SHOW_GRACE_MINUTES: 'duas horas' })).toThrow(/NO_SHOW_GRACE_MINUTES/);
  });

  it('stops with a message naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ PUBLIC_URL: 'nada' })).toThrow(/PUBLIC_URL/);
  });
});
