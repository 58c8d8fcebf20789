import { describe, expect, it } from 'vitest';
import { fieldRows, typeText } from './schema-text';

describe('typeText', () => {
  it('says a type in words, nullable and enumerated ones included', () => {
    expect(typeText({ type: 'integer' })).toBe('número inteiro');
    expect(typeText({ anyOf: [{ type: 'string' }, { type: 'null' }] })).toBe('texto ou nulo');
    expect(typeText({ type: 'string', enum: ['pending', 'approved'] })).toBe('um de: pending, approved');
    expect(typeText({ type: 'array', items: { type: 'object', properties: {} } })).toBe('lista de objeto');
    expect(typeText({ const: true })).toBe('sempre true');
    expect(typeText({ type: 'string', maxLength: 1000 })).toBe('texto (até 1000)');
  });
});

describe('fieldRows', () => {
  it('lists the fields of an object, a nested object one level deeper', () => {
    const rows = fieldRows({
      type: 'object',
      required: ['success', 'user'],
      properties: {
        success: { const: true },
        user: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'integer' }, phone: { anyOf: [{ type: 'string' }, { type: 'null' }] } },
        },
      },
    });
    expect(rows).toEqual([
      { name: 'success', type: 'sempre true', required: true, depth: 0 },
      { name: 'user', type: 'objeto', required: true, depth: 0 },
      { name: 'id', type: 'número inteiro', required: true, depth: 1 },
      { name: 'phone', type: 'texto ou nulo', required: false, depth: 1 },
    ]);
  });

  it('reads the rows of a list through its items', () => {
    const rows = fieldRows({
      type: 'array',
      items: { type: 'object', properties: { id: { type: 'integer' } } },
    });
    expect(rows.map((r) => r.name)).toEqual(['id']);
  });
});
