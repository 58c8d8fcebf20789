import { describe, expect, it } from 'vitest';
import './zod-jitless';
import { config } from 'zod/v4/core';
import { z } from 'zod';

describe('zod without eval', () => {
  it('is set through the global zod reads', () => {
    expect(config().jitless).toBe(true);
  });

  it('still parses objects', () => {
    const schema = z.object({ nome: z.string(), idade: z.number().optional() });
    expect(schema.parse({ nome: 'Ana' })).toEqual({ nome: 'Ana' });
    expect(schema.safeParse({ nome: 1 }).success).toBe(false);
  });
});
