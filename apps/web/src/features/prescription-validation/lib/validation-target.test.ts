import { describe, expect, it } from 'vitest';
import { validationTarget } from './validation-target';

describe('validationTarget', () => {
  it('opens the scanned link on this site, signature kept, or a bare code', () => {
    const id = 'AbCdEfGhIjKlMnOpQrStUv';
    expect(validationTarget(` https://saude.example.gov.br/validar-receita?id=${id}#s=sig_1-x `)).toBe(
      `/validar-receita?id=${id}#s=sig_1-x`,
    );
    expect(validationTarget(id)).toBe(`/validar-receita?id=${id}`);
  });

  it('refuses anything else', () => {
    expect(validationTarget('')).toBeNull();
    expect(validationTarget('Dipirona 500 mg')).toBeNull();
    expect(validationTarget('https://example.com/outra-pagina?id=abc#s=x')).toBeNull();
    expect(validationTarget('javascript:alert(1)')).toBeNull();
  });
});
