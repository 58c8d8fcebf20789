/**
 * Text as every search compares it (ARCHITECTURE principle 6): lower case, accents and other
 * combining marks removed, so "joao" finds "João" and "ANTONIA" finds "Antônia". The databases apply
 * the same folding to the stored text: SQLite through a function of this module, PostgreSQL through
 * `search_fold()` (migration 011), whose letter table `foldedLetters` derives from this function.
 */
export function searchFold(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
}

/** The words of a search: each must be found, in any order, as a piece of a word. */
export function searchWords(text: string): string[] {
  return searchFold(text).split(/\s+/).filter(Boolean);
}

/**
 * The Latin letters with accents (U+00C0 to U+024F) and the letter each folds to, as two strings of
 * equal length for SQL's translate(): the table of PostgreSQL's `search_fold()`.
 */
export function foldedLetters(): { from: string; to: string } {
  let from = '';
  let to = '';
  for (let code = 0xc0; code <= 0x24f; code++) {
    const letter = String.fromCodePoint(code);
    const folded = searchFold(letter);
    if ([...folded].length === 1 && folded !== letter.toLowerCase() && /^[a-z]$/.test(folded)) {
      from += letter;
      to += folded;
    }
  }
  return { from, to };
}
