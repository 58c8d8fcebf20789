/**
 * CPF lookups (name and birth date) through up to two configured providers, tried in turn.
 * Request shape (both): GET <base>/<cpf digits>, with `Authorization: Bearer <token>` when a token is
 * configured. Answers: provider 1 { status, nome, nascimento: 'dd/mm/yyyy' }; provider 2
 * { return, result: { name, birth_date } }. Details in docs/decisions/007.
 */
export type CpfPerson = { full_name: string; birth_date: string | null };
export type CpfLookup = { status: 'found'; person: CpfPerson } | { status: 'not_found' | 'failed' };
export type CpfProviderConfig = { url: string; token: string | undefined };

const SUCCESS = new Set(['1', 'true', 'ok', 'success', 'sucesso', '200']);
const succeeded = (flag: unknown) => SUCCESS.has(String(flag).trim().toLowerCase());
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** 'dd/mm/yyyy' (or already 'yyyy-mm-dd') to 'yyyy-mm-dd'; anything else gives null. */
export function toIsoDate(value: unknown): string | null {
  const s = text(value);
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(s);
  const iso = br ? `${br[3]}-${br[2]}-${br[1]}` : /^\d{4}-\d{2}-\d{2}/.test(s) ? s.slice(0, 10) : null;
  if (!iso) return null;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso ? iso : null;
}

/** Each provider's answer format, read into the same shape. */
const READERS: ((body: Record<string, unknown>) => CpfPerson | null)[] = [
  (b) =>
    succeeded(b.status) && text(b.nome)
      ? { full_name: text(b.nome), birth_date: toIsoDate(b.nascimento) }
      : null,
  (b) => {
    const r = (b.result ?? {}) as Record<string, unknown>;
    return succeeded(b.return) && text(r.name)
      ? { full_name: text(r.name), birth_date: toIsoDate(r.birth_date) }
      : null;
  },
];

export function createCpfClient(options: {
  providers: CpfProviderConfig[];
  fetch: typeof fetch;
  timeoutMs: number;
}) {
  async function ask(provider: CpfProviderConfig, index: number, cpf: string): Promise<CpfLookup> {
    const read = READERS[index];
    if (!read) return { status: 'failed' };
    try {
      const headers: Record<string, string> = { accept: 'application/json' };
      if (provider.token) headers.authorization = `Bearer ${provider.token}`;
      const res = await options.fetch(`${provider.url}/${cpf}`, {
        headers,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (res.status === 404) return { status: 'not_found' };
      if (!res.ok) return { status: 'failed' };
      const body = (await res.json()) as Record<string, unknown> | null;
      const person = body && typeof body === 'object' ? read(body) : null;
      return person ? { status: 'found', person } : { status: 'not_found' };
    } catch {
      return { status: 'failed' };
    }
  }

  return {
    /** Whether any provider is configured; without one the lookup is off. */
    enabled: options.providers.length > 0,
    /** First provider that knows the CPF wins; 'failed' only when no provider gave a clear answer. */
    async lookup(cpf: string): Promise<CpfLookup> {
      let outcome: CpfLookup = { status: 'not_found' };
      for (const [index, provider] of options.providers.slice(0, READERS.length).entries()) {
        const result = await ask(provider, index, cpf);
        if (result.status === 'found') return result;
        if (result.status === 'failed') outcome = result;
      }
      return outcome;
    },
  };
}
export type CpfClient = ReturnType<typeof createCpfClient>;
