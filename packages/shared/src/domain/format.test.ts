import { describe, expect, it } from 'vitest';
import { formatCep, formatCpf, formatPhone, isValidCpf, onlyDigits } from './format';

describe('CPF', () => {
  it('accepts valid check digits, masked or not', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
  });

  it('rejects wrong check digits, wrong lengths and all-equal digits', () => {
    expect(isValidCpf('52998224724')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('11111111111')).toBe(false);
    expect(isValidCpf('00000000000')).toBe(false);
  });

  it('masks as 000.000.000-00 while typing', () => {
    expect(formatCpf('529')).toBe('529');
    expect(formatCpf('5299822')).toBe('529.982.2');
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('529982247251234')).toBe('529.982.247-25');
  });
});

describe('phone and CEP masks', () => {
  it('masks phones as (00) 00000-0000 or (00) 0000-0000', () => {
    expect(formatPhone('12')).toBe('(12');
    expect(formatPhone('1299876')).toBe('(12) 9987-6');
    expect(formatPhone('12998765432')).toBe('(12) 99876-5432');
    expect(formatPhone('1233334444')).toBe('(12) 3333-4444');
    expect(formatPhone('12998765432').length).toBeLessThanOrEqual(15);
  });

  it('masks CEP as 00000-000 and strips other characters', () => {
    expect(formatCep('12245')).toBe('12245');
    expect(formatCep('12245000')).toBe('12245-000');
    expect(onlyDigits('122.450-00')).toBe('12245000');
  });
});
