/**
 * A local HTTP server standing in for the outside lookup services (ViaCEP, the CPF providers,
 * Nominatim). Tests set what each path answers: a JSON body with a status, or no answer at all
 * (to exercise the timeout). Every request is recorded so tests can check what was sent.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeAnswer = { status?: number; json?: unknown; hang?: boolean };
export type SeenRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
};

export async function startFakeLookupProviders() {
  const answers = new Map<string, FakeAnswer>();
  const requests: SeenRequest[] = [];
  const hanging = new Set<http.ServerResponse>();

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
    });
    const answer = answers.get(url.pathname);
    if (answer?.hang) {
      hanging.add(res);
      return;
    }
    res.writeHead(answer?.status ?? (answer ? 200 : 404), { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer?.json ?? { error: 'not found' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    requests,
    /** What GET <path> answers until reset. */
    answer(path: string, answer: FakeAnswer) {
      answers.set(path, answer);
    },
    reset() {
      answers.clear();
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.close(() => resolve());
      }),
  };
}
