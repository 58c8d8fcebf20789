import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, listQuerySchema } from './list';
import { nextLinkOf } from '../domain/list-link';

describe('list query', () => {
  it('defaults the limit to 50 and accepts 1 to 100', () => {
    expect(listQuerySchema.parse({})).toEqual({ limit: 50 });
    expect(listQuerySchema.parse({ limit: '1' }).limit).toBe(1);
    expect(listQuerySchema.parse({ limit: '100' }).limit).toBe(100);
    for (const limit of ['0', '101', '2.5', 'x', '-3']) {
      const result = listQuerySchema.safeParse({ limit });
      expect(result.success, limit).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('O limite deve ser um número inteiro de 1 a 100');
    }
  });

  it('decodes the cursors it makes, names and accents included', () => {
    const seek = { part: 1, key: ['2026-11-23', 'José Antônio da Conceição', 42] };
    const cursor = encodeCursor(seek);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).toEqual(seek);
    expect(listQuerySchema.parse({ cursor }).cursor).toEqual(seek);
  });

  it('refuses what it did not make', () => {
    const b64 = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    for (const text of [
      '***',
      b64('not json'),
      b64('{"part":0}'),
      b64('[0]'),
      b64('[-1, 5]'),
      b64('[0, {"a":1}]'),
      b64('[0.5, 1]'),
    ]) {
      expect(decodeCursor(text), text).toBeNull();
      expect(listQuerySchema.safeParse({ cursor: text }).error?.issues[0]?.message).toBe(
        'Cursor de paginação inválido',
      );
    }
  });
});

describe('Link header', () => {
  it('finds the next link among others, whatever the spacing and quoting', () => {
    expect(nextLinkOf('<https://x/api/a?cursor=1>; rel="next"')).toBe('https://x/api/a?cursor=1');
    expect(nextLinkOf('<https://x/p1>; rel="prev", <https://x/p3>;rel=next')).toBe('https://x/p3');
    expect(nextLinkOf('<https://x/p3>; title="a, b"; rel="next last"')).toBe('https://x/p3');
    expect(nextLinkOf('<https://x/p1>; rel="prev"')).toBeNull();
    expect(nextLinkOf(null)).toBeNull();
    expect(nextLinkOf('')).toBeNull();
  });
});
