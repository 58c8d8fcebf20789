/**
 * Test harness: a fresh real database per app (SQLite in memory, or a PostgreSQL schema of its own
 * when TEST_DATABASE_URL is set), the real app, and a cookie-keeping client that talks to it through
 * app.request() like a same-origin browser would.
 */
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createApp, type App, type AppOptions } from '../app';
import { createLogger } from '../lib/logger';
import { checkAnswer } from './contract-check';
import { openBareDatabase } from './bare-database';
import type { Principal, ServiceContext } from '../lib/service-context';

export type TestContext = {
  app: App;
  database: Database;
  db: Database['db'];
  config: Config;
  close(): Promise<void>;
};

export async function createTestContext(
  env: Record<string, string> = {},
  options: AppOptions & { fetch?: typeof fetch } = {},
): Promise<TestContext> {
  // TRUST_PROXY lets tests play several client IPs through X-Forwarded-For.
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    TRUST_PROXY: '1',
    ...env,
  });
  const { database, dispose } = await openBareDatabase();
  await migrateToLatest(database);
  const app = createApp(
    {
      config,
      database,
      db: database.db,
      logger: createLogger('silent'),
      fetch: options.fetch ?? globalThis.fetch,
    },
    options,
  );
  return {
    app,
    database,
    db: database.db,
    config,
    close: dispose,
  };
}

export type JsonResponse<T = unknown> = { status: number; body: T; headers: Headers };

/** A browser-like client: keeps cookies, sends same-origin fetch metadata on state changes. */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: App,
    private readonly ip = '10.0.0.1',
  ) {}

  async request<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<JsonResponse<T>> {
    const h: Record<string, string> = { 'x-forwarded-for': this.ip, ...headers };
    if (this.cookies.size) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET' && method !== 'HEAD') {
      h['sec-fetch-site'] ??= 'same-origin';
      h.origin ??= 'http://localhost:3000';
    }
    if (body !== undefined) h['content-type'] = 'application/json';
    const res = await this.app.request(`http://localhost:3000${path}`, {
      method,
      headers: h,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';');
      const [name = '', ...rest] = pair.split('=');
      const value = rest.join('=');
      const expired = attrs.some((a) => /max-age=0/i.test(a.trim())) || value === '';
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    checkAnswer(method, `http://localhost:3000${path}`, res.status, parsed);
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  get<T = unknown>(path: string) {
    return this.request<T>('GET', path);
  }
  post<T = unknown>(path: string, body?: unknown) {
    return this.request<T>('POST', path, body ?? {});
  }
  patch<T = unknown>(path: string, body?: unknown) {
    return this.request<T>('PATCH', path, body ?? {});
  }
  put<T = unknown>(path: string, body?: unknown) {
    return this.request<T>('PUT', path, body ?? {});
  }
  delete<T = unknown>(path: string, body?: unknown) {
    return this.request<T>('DELETE', path, body);
  }
}

/** A service context for calling a service directly as `principal`, on the test's database. */
export function serviceContextOf(ctx: TestContext, principal: Principal): ServiceContext {
  return {
    requestId: 'test',
    clientIp: '127.0.0.1',
    principal,
    deps: { config: ctx.config, database: ctx.database, db: ctx.db, logger: createLogger('silent'), fetch },
  };
}
