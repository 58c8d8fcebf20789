import { describe, expect, it } from 'vitest';
import { cpfSchema, optionalCpfSchema, optionalText, passwordSchema, phoneSchema } from './common';

const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('shared field schemas', () => {
  it('checks CPF length first, then check digits, with the spec messages', () => {
    expect(message(cpfSchema.safeParse('123'))).toBe('CPF deve ter 11 dígitos');
    expect(message(cpfSchema.safeParse('111.111.111-11'))).toBe(
      'CPF inválido - verifique os dígitos verificadores',
    );
    expect(cpfSchema.parse('529.982.247-25')).toBe('52998224725');
  });

  it('turns empty optional values into null', () => {
    expect(optionalCpfSchema.parse('')).toBeNull();
    expect(phoneSchema.parse('')).toBeNull();
    expect(optionalText().parse('   ')).toBeNull();
    expect(phoneSchema.parse('(12) 99876-5432')).toBe('12998765432');
  });

  it('requires passwords of at least 6 characters', () => {
    expect(message(passwordSchema.safeParse('12345'))).toBe('A senha deve ter pelo menos 6 caracteres');
    expect(passwordSchema.safeParse('123456').success).toBe(true);
  });
});
