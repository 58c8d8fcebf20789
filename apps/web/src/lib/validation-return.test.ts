import { describe, expect, it } from 'vitest';
import { afterSignIn } from './hospital-login-page';

describe('afterSignIn', () => {
  it('goes back to the prescription being validated, and nowhere else', () => {
    expect(afterSignIn('/validar-receita?id=abc_DEF-123')).toBe('/validar-receita?id=abc_DEF-123');
    expect(afterSignIn(null)).toBe('/hospital-panel');
    expect(afterSignIn('https://example.com/validar-receita?id=abc')).toBe('/hospital-panel');
    expect(afterSignIn('//example.com/validar-receita?id=abc')).toBe('/hospital-panel');
    expect(afterSignIn('/validar-receita?id=abc&x=//example.com')).toBe('/hospital-panel');
    expect(afterSignIn('/admin')).toBe('/hospital-panel');
  });
});
