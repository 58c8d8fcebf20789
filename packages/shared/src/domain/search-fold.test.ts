import { describe, expect, it } from 'vitest';
import { foldedLetters, searchFold, searchWords } from './search-fold';

describe('searchFold', () => {
  it('folds case and accents the way people type', () => {
    expect(searchFold('João Antônia ÇÃO Ñandu')).toBe('joao antonia cao nandu');
    expect(searchWords('  Ana   SOUZA ')).toEqual(['ana', 'souza']);
  });

  it('gives PostgreSQL a letter table that folds as the function does', () => {
    const { from, to } = foldedLetters();
    expect([...from]).toHaveLength([...to].length);
    for (const word of ['João', 'ANTÔNIA', 'Conceição', 'Hélène', 'Ñuñez']) {
      const translated = [...word].map((ch) => to[[...from].indexOf(ch)] ?? ch).join('');
      expect(translated.toLowerCase()).toBe(searchFold(word));
    }
  });
});
