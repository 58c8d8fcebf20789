/**
 * New connections to a server, one after another in several loops, while something happens to it
 * (a worker killed): each must end, with an answer or an error, within HANG_MS. A connection that
 * does neither is one a browser would wait on for minutes, its page stuck on "Carregando...".
 */
import http from 'node:http';

const HANG_MS = 5_000;

export type ProbeCounts = { answered: number; failed: number; hung: number };

function probeOnce(baseUrl: string): Promise<keyof ProbeCounts> {
  return new Promise((resolve) => {
    // agent: false, so every probe is a connection of its own, as a browser's after a pause.
    const req = http.get(`${baseUrl}/api/health`, { agent: false, timeout: HANG_MS }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode === 200 ? 'answered' : 'failed'));
      res.on('error', () => resolve('failed'));
    });
    // No byte in either direction for HANG_MS (the first outcome settles the promise).
    req.on('timeout', () => {
      resolve('hung');
      req.destroy();
    });
    req.on('error', () => resolve('failed'));
  });
}

/** Starts `lanes` loops of probes; stop() ends them and tells how their connections ended. */
export function probeConnections(baseUrl: string, lanes = 8): { stop(): Promise<ProbeCounts> } {
  const counts: ProbeCounts = { answered: 0, failed: 0, hung: 0 };
  let running = true;
  const loops = Array.from({ length: lanes }, async () => {
    while (running) counts[await probeOnce(baseUrl)]++;
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return counts;
    },
  };
}
