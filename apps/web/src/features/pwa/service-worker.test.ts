import { afterEach, describe, expect, it, vi } from 'vitest';
import { getServiceWorkerState, registerServiceWorker, resetServiceWorkerState } from './service-worker';

afterEach(() => resetServiceWorkerState());

describe('service worker registration', () => {
  it('registers /sw.js for the whole site, bypassing the HTTP cache for updates', async () => {
    const register = vi.fn(async () => ({}) as ServiceWorkerRegistration);
    const pending = registerServiceWorker({ register } as unknown as ServiceWorkerContainer);
    expect(getServiceWorkerState()).toBe('registering');
    await pending;
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/', updateViaCache: 'none' });
    expect(getServiceWorkerState()).toBe('registered');
  });

  it('only logs a failure', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const register = vi.fn(async () => {
      throw new Error('insecure context');
    });
    await registerServiceWorker({ register } as unknown as ServiceWorkerContainer);
    expect(getServiceWorkerState()).toBe('failed');
    expect(log).toHaveBeenCalled();
  });

  it('does nothing where service workers are unsupported', async () => {
    await registerServiceWorker(undefined);
    expect(getServiceWorkerState()).toBe('idle');
  });
});
