import { describe, expect, it } from 'vitest';
import {
  CNS_INVALID_MESSAGE,
  cnsEditSchema,
  cpfSchema,
  editedCnsSchema,
  isKeptCns,
  isValidCns,
  optionalCnsSchema,
  optionalCpfSchema,
  optionalText,
  passwordSchema,
  phoneSchema,
} from './common';

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

describe('CNS (Cartão Nacional de Saúde)', () => {
  // Definitive numbers built by the Ministry's rule (PIS, then 000 or 001 and the check digit);
  // provisional numbers whose sum weighted 15 to 1 is a multiple of 11.
  const definitive = ['170932819240002', '209384756100000', '128374650190006'];
  const provisional = ['898001234567808', '700123456789002', '700501234567806', '990000000000003'];

  it('accepts both series, masked or not', () => {
    for (const cns of [...definitive, ...provisional]) expect(isValidCns(cns), cns).toBe(true);
    expect(isValidCns('170 9328 1924 0002')).toBe(true);
    expect(optionalCnsSchema.parse('898 0012 3456 7808')).toBe('898001234567808');
  });

  it('refuses wrong check digits, other series and other lengths with one message', () => {
    for (const cns of [
      '898001234567890', // provisional, sum not a multiple of 11
      '170932819240003', // definitive, wrong check digit
      '170932819241002', // definitive, not 000/001 before the check digit
      '300000000000003', // no series starts with 3
      '600000000000006',
      '89800123456780', // 14 digits
      '8980012345678080', // 16 digits
      '898001234567808a',
      '000000000000000',
    ])
      expect(isValidCns(cns), cns).toBe(false);
    expect(message(optionalCnsSchema.safeParse('898001234567890'))).toBe(CNS_INVALID_MESSAGE);
    expect(message(optionalCnsSchema.safeParse('12'))).toBe('CNS inválido - verifique os dígitos');
  });

  it('keeps an empty CNS optional', () => {
    expect(optionalCnsSchema.parse('')).toBeNull();
    expect(optionalCnsSchema.parse(null)).toBeNull();
    expect(optionalCnsSchema.parse(undefined)).toBeNull();
    expect(cnsEditSchema.parse('  ')).toBeNull();
  });

  it('on an edit, lets the stored number through unchanged even if it fails the check', () => {
    const legacy = '898001234567890';
    expect(isKeptCns(legacy, '898 0012 3456 7890')).toBe(true);
    expect(isKeptCns(legacy, '898001234567892')).toBe(false);
    expect(isKeptCns(null, legacy)).toBe(false);
    const form = editedCnsSchema(legacy);
    expect(form.parse('898 0012 3456 7890')).toBe(legacy);
    expect(form.parse('')).toBeNull();
    expect(form.parse('700123456789002')).toBe('700123456789002');
    expect(message(form.safeParse('898001234567892'))).toBe(CNS_INVALID_MESSAGE);
    expect(message(editedCnsSchema(null).safeParse(legacy))).toBe(CNS_INVALID_MESSAGE);
  });
});
