import { describe, expect, it } from 'vitest';
import { ApiError, NoAnswerError } from '@/lib/api-client';
import { createQueryClient } from './query-client';

describe('query client', () => {
  it('re-checks the session when a data request answers 401', async () => {
    const client = createQueryClient();
    client.setQueryData(['session', 'main'], { signedIn: true });
    await client
      .fetchQuery({
        queryKey: ['prescriptions'],
        queryFn: () => Promise.reject(new ApiError(401, 'Sessão expirada')),
      })
      .catch(() => {});
    expect(client.getQueryState(['session', 'main'])?.isInvalidated).toBe(true);
  });

  it('does not retry answers that will not change', async () => {
    const client = createQueryClient();
    let calls = 0;
    await client
      .fetchQuery({
        queryKey: ['x'],
        queryFn: () => {
          calls++;
          return Promise.reject(new ApiError(404, null));
        },
        retry: client.getDefaultOptions().queries?.retry,
      })
      .catch(() => {});
    expect(calls).toBe(1);
    expect(client.getQueryState(['session', 'main'])).toBeUndefined();
  });

  it('asks again for what is shown after a write that got no answer or met a change, not after a bad one', async () => {
    const client = createQueryClient();
    client.setQueryData(['prescriptions'], []);
    const write = (error: Error) =>
      client
        .getMutationCache()
        .build(client, { mutationFn: () => Promise.reject(error) })
        .execute(undefined)
        .catch(() => {});

    const shown = () => client.getQueryState(['prescriptions'])?.isInvalidated;
    await write(new ApiError(400, 'Título é obrigatório'));
    expect(shown()).toBe(false);
    await write(new NoAnswerError('GET', 30_000));
    expect(shown()).toBe(false);
    await write(new NoAnswerError('POST', 30_000));
    expect(shown()).toBe(true);

    client.setQueryData(['prescriptions'], []);
    expect(shown()).toBe(false);
    await write(new NoAnswerError('POST', 0, 'lost'));
    expect(shown()).toBe(true);

    // Dispensed at another counter meanwhile: what the screen shows is out of date.
    client.setQueryData(['prescriptions'], []);
    await write(new ApiError(409, 'Receita já dispensada'));
    expect(shown()).toBe(true);
  });
});
