/**
 * Postal-code (CEP) lookup in the ViaCEP format: GET <base>/ws/<cep>/json/ answers
 * { logradouro, bairro, localidade, uf } or { erro: true } for an unknown CEP.
 */
export type CepAddress = { logradouro: string; bairro: string; cidade: string; estado: string };
/** 'not_found': the provider answered that the CEP does not exist; 'failed': no usable answer. */
export type CepLookup = { status: 'found'; address: CepAddress } | { status: 'not_found' | 'failed' };

export type LookupClientOptions = { baseUrl: string; fetch: typeof fetch; timeoutMs: number };

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

export function createCepClient({ baseUrl, fetch, timeoutMs }: LookupClientOptions) {
  return {
    async lookup(cep: string): Promise<CepLookup> {
      try {
        const res = await fetch(`${baseUrl}/ws/${encodeURIComponent(cep)}/json/`, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        // ViaCEP answers 400 for a malformed CEP; we only send 8 digits, so treat it as unknown.
        if (res.status === 400 || res.status === 404) return { status: 'not_found' };
        if (!res.ok) return { status: 'failed' };
        const body = (await res.json()) as Record<string, unknown> | null;
        if (!body || typeof body !== 'object') return { status: 'failed' };
        if (body.erro === true || body.erro === 'true') return { status: 'not_found' };
        return {
          status: 'found',
          address: {
            logradouro: text(body.logradouro),
            bairro: text(body.bairro),
            cidade: text(body.localidade),
            estado: text(body.uf).toUpperCase(),
          },
        };
      } catch {
        // Network error, timeout or a body that is not JSON: the user fills the address by hand.
        return { status: 'failed' };
      }
    },
  };
}
export type CepClient = ReturnType<typeof createCepClient>;
