/**
 * A cookie-keeping HTTP client against a real server, like a browser tab: it sends the session
 * cookies it was given and, for state changes, the Origin the server expects from its own pages.
 * The base URL can change, so a session made on one server can be replayed on another.
 */
export type Answer<T = unknown> = { status: number; body: T };

export class HttpClient {
  private readonly cookies = new Map<string, string>();

  constructor(public baseUrl: string) {}

  /** Another client with the same cookies, talking to another server. */
  on(baseUrl: string): HttpClient {
    const other = new HttpClient(baseUrl);
    for (const [k, v] of this.cookies) other.cookies.set(k, v);
    return other;
  }

  async request<T = unknown>(method: string, path: string, body?: unknown): Promise<Answer<T>> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (method !== 'GET') headers.Origin = this.baseUrl;
    if (this.cookies.size) {
      headers.Cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (!pair || eq < 1) continue;
      const value = pair.slice(eq + 1);
      if (value) this.cookies.set(pair.slice(0, eq), value);
      else this.cookies.delete(pair.slice(0, eq));
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: keep the text for the failure message.
    }
    return { status: res.status, body: parsed as T };
  }

  get = <T = unknown>(path: string) => this.request<T>('GET', path);
  post = <T = unknown>(path: string, body?: unknown) => this.request<T>('POST', path, body ?? {});
}

export type DemoAccounts = {
  password: string;
  patients: { cpf: string; name: string }[];
  staff: { cpf: string; name: string; user_type: string }[];
  hospitals: { username: string; unit: string }[];
};

export async function demoAccounts(baseUrl: string): Promise<DemoAccounts> {
  const res = await new HttpClient(baseUrl).get<{ demoAccounts: DemoAccounts | null }>('/api/public/config');
  if (res.status !== 200 || !res.body.demoAccounts) throw new Error('demo accounts are not offered');
  return res.body.demoAccounts;
}

/** Signs in through the real login route; throws with the server's answer when it fails. */
export async function signIn(
  baseUrl: string,
  path: string,
  credentials: Record<string, string>,
): Promise<HttpClient> {
  const client = new HttpClient(baseUrl);
  const res = await client.post(path, credentials);
  if (res.status !== 200) throw new Error(`login ${path} -> ${res.status} ${JSON.stringify(res.body)}`);
  return client;
}
