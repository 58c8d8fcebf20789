import { describe, expect, it } from 'vitest';
import { missingFieldsHint, passwordRequirement } from './missing-fields';

describe('missingFieldsHint', () => {
  it('names what is missing, in the order of the form, joined as a sentence', () => {
    const hint = missingFieldsHint([
      { label: 'Data da consulta', met: false },
      { label: 'Horário', met: true },
      { label: 'Médico responsável', met: false },
      { label: 'CRF', met: false },
    ]);
    expect(hint).toBe('Falta preencher: Data da consulta, Médico responsável e CRF.');
  });

  it('names a single missing field alone, and nothing once all are there', () => {
    expect(missingFieldsHint([{ label: 'Horário', met: false }])).toBe('Falta preencher: Horário.');
    expect(missingFieldsHint([{ label: 'Horário', met: true }])).toBeUndefined();
    expect(missingFieldsHint([])).toBeUndefined();
  });

  it('counts a password as missing until it has the length the server asks for', () => {
    expect(passwordRequirement('12345', 6)).toEqual({ label: 'Senha (mínimo de 6 caracteres)', met: false });
    expect(passwordRequirement('123456', 6).met).toBe(true);
  });
});
