import { describe, expect, it } from 'vitest';
import { returnToValidation } from './validation-return';

describe('returnToValidation', () => {
  it('goes back to the validation page only, else to the counter panel', () => {
    expect(returnToValidation('/validar-receita?id=abc_DEF-123', '/farmacia')).toBe(
      '/validar-receita?id=abc_DEF-123',
    );
    expect(returnToValidation(null, '/hospital-panel')).toBe('/hospital-panel');
    expect(returnToValidation('https://example.com/validar-receita?id=abc', '/farmacia')).toBe('/farmacia');
    expect(returnToValidation('//example.com/validar-receita?id=abc', '/farmacia')).toBe('/farmacia');
    expect(returnToValidation('/validar-receita?id=abc&x=//example.com', '/farmacia')).toBe('/farmacia');
    expect(returnToValidation('/admin', '/hospital-panel')).toBe('/hospital-panel');
  });

  it("keeps a scanned link's signature, and nothing else after it", () => {
    expect(returnToValidation('/validar-receita?id=abc#s=Zm9v_-1', '/farmacia')).toBe(
      '/validar-receita?id=abc#s=Zm9v_-1',
    );
    expect(returnToValidation('/validar-receita?id=abc#s=x&next=//example.com', '/farmacia')).toBe(
      '/farmacia',
    );
    expect(returnToValidation('/validar-receita?id=abc#x=1', '/farmacia')).toBe('/farmacia');
  });
});
