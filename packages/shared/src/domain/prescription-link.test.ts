import { describe, expect, it } from 'vitest';
import { readScanLink, scanLink } from './prescription-link';

describe('prescription scan link', () => {
  it('reads back the id and signature it was made of', () => {
    const link = scanLink('https://saude.exemplo.gov.br/validar-receita?id=abc_DEF-1', 'sig-_A');
    expect(link).toBe('https://saude.exemplo.gov.br/validar-receita?id=abc_DEF-1#s=sig-_A');
    expect(readScanLink(link)).toEqual({ publicId: 'abc_DEF-1', signature: 'sig-_A' });
    expect(readScanLink(`  ${link}\n`)).toEqual({ publicId: 'abc_DEF-1', signature: 'sig-_A' });
  });

  it('is null for anything else', () => {
    expect(readScanLink('https://saude.exemplo.gov.br/validar-receita?id=abc')).toBeNull();
    expect(readScanLink('https://saude.exemplo.gov.br/validar-receita#s=x')).toBeNull();
    expect(readScanLink('https://saude.exemplo.gov.br/outra?id=abc#s=x')).toBeNull();
    expect(readScanLink('javascript:alert(1)//validar-receita?id=a#s=b')).toBeNull();
    expect(readScanLink('{"public_id":"abc"}')).toBeNull();
  });
});
