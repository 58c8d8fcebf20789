import { describe, expect, it } from 'vitest';
import {
  MASKED_LENGTH,
  digitsUpTo,
  firstName,
  cnsLabel,
  maskCep,
  maskCns,
  maskCpf,
  maskPhone,
  onlyDigits,
} from './masks';

describe('maskCpf', () => {
  it('formats a full CPF as 000.000.000-00 (14 characters)', () => {
    expect(maskCpf('12345678909')).toBe('123.456.789-09');
    expect(maskCpf('12345678909')).toHaveLength(MASKED_LENGTH.cpf);
  });

  it('formats partial input while typing and ignores non-digits', () => {
    expect(maskCpf('1234')).toBe('123.4');
    expect(maskCpf('123.456.7')).toBe('123.456.7');
    expect(maskCpf('abc123')).toBe('123');
  });

  it('never grows past 11 digits', () => {
    expect(maskCpf('123456789091234')).toBe('123.456.789-09');
  });

  it('round-trips to the digits sent to the server', () => {
    expect(onlyDigits(maskCpf('52998224725'))).toBe('52998224725');
  });
});

describe('maskPhone', () => {
  it('formats mobile numbers as (00) 00000-0000 (15 characters)', () => {
    expect(maskPhone('11987654321')).toBe('(11) 98765-4321');
    expect(maskPhone('11987654321')).toHaveLength(MASKED_LENGTH.phone);
  });

  it('formats landlines and partial input', () => {
    expect(maskPhone('1132654321')).toBe('(11) 3265-4321');
    expect(maskPhone('11')).toBe('(11');
    expect(maskPhone('119')).toBe('(11) 9');
    expect(maskPhone('')).toBe('');
  });
});

describe('maskCep', () => {
  it('formats as 00000-000 (9 characters)', () => {
    expect(maskCep('01310100')).toBe('01310-100');
    expect(maskCep('0131')).toBe('0131');
    expect(maskCep('0131010099')).toHaveLength(MASKED_LENGTH.cep);
  });
});

describe('maskCns and cnsLabel', () => {
  it('formats as 000 0000 0000 0000 (18 characters) while typing, at most 15 digits', () => {
    expect(maskCns('898001234567808')).toBe('898 0012 3456 7808');
    expect(maskCns('898001234567808')).toHaveLength(MASKED_LENGTH.cns);
    expect(maskCns('89')).toBe('89');
    expect(maskCns('8980')).toBe('898 0');
    expect(maskCns('898.0012-34a')).toBe('898 0012 34');
    expect(maskCns('8980012345678089')).toBe('898 0012 3456 7808');
    expect(onlyDigits(maskCns('170932819240002'))).toBe('170932819240002');
  });

  it('shows a stored 15-digit CNS in the mask and anything else as stored', () => {
    expect(cnsLabel('170932819240002')).toBe('170 9328 1924 0002');
    expect(cnsLabel('12345')).toBe('12345');
  });
});

describe('digitsUpTo and firstName', () => {
  it('keeps at most the given number of digits', () => {
    expect(digitsUpTo('123.456.789-0912', 11)).toBe('12345678909');
  });

  it('takes the first name for greetings', () => {
    expect(firstName('  Maria   da Silva ')).toBe('Maria');
    expect(firstName('Dra. Camila Rocha Bastos')).toBe('Camila');
    expect(firstName('Dr Ricardo Almeida')).toBe('Ricardo');
    expect(firstName('Dra.')).toBe('');
    expect(firstName('Draulio Souza')).toBe('Draulio');
    expect(firstName('')).toBe('');
    expect(firstName(null)).toBe('');
  });
});
