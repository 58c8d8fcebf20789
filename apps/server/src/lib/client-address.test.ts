import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

describe('clientAddress', () => {
  it('takes the address our own proxy recorded, not what the client wrote before it', () => {
    // One proxy: it appended the real client to whatever the client sent.
    expect(clientAddress('6.6.6.6, 203.0.113.9', '10.0.0.2', 1)).toBe('203.0.113.9');
    // Two proxies: the outer one recorded the client, the inner one the outer proxy.
    expect(clientAddress('6.6.6.6, 203.0.113.9, 10.0.0.5', '10.0.0.2', 2)).toBe('203.0.113.9');
    expect(clientAddress('203.0.113.9', '10.0.0.2', 1)).toBe('203.0.113.9');
    expect(clientAddress('2001:db8::7', '10.0.0.2', 1)).toBe('2001:db8::7');
  });

  it('uses the socket without trusted proxies, without the header or with garbage in it', () => {
    expect(clientAddress('6.6.6.6', '10.0.0.2', 0)).toBe('10.0.0.2');
    expect(clientAddress(undefined, '10.0.0.2', 1)).toBe('10.0.0.2');
    expect(clientAddress('  ,  ', '10.0.0.2', 1)).toBe('10.0.0.2');
    expect(clientAddress("1' OR 1=1 --", '10.0.0.2', 1)).toBe('10.0.0.2');
  });

  it('takes the left-most entry when the chain is shorter than the proxies', () => {
    expect(clientAddress('203.0.113.9', '10.0.0.2', 2)).toBe('203.0.113.9');
  });
});
