/**
 * The client's address behind `hops` trusted reverse proxies. Each proxy appends the address it
 * received the request from to X-Forwarded-For, so only the right-most `hops` entries were written by
 * proxies we run; anything to their left was sent by the client and may be forged. The entry `hops`
 * places from the right is therefore the address that connected to our outermost proxy.
 */
import { isIP } from 'node:net';

export function clientAddress(forwardedFor: string | undefined, socket: string, hops: number): string {
  if (hops <= 0 || !forwardedFor) return socket;
  const chain = forwardedFor
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Fewer entries than proxies: the request skipped one of them; the left-most is all there is.
  const candidate = chain[Math.max(0, chain.length - hops)];
  return candidate && isIP(candidate) ? candidate : socket;
}
