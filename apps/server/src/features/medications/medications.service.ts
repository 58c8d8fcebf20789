/**
 * Suggestions for the word being typed in a prescription (spec 01 section 5): accents and case are
 * ignored, because doctors type 'dipirona sodica' as often as 'Dipirona sódica'.
 */
import { LIMITS } from '@saude/shared/domain/constants';
import { searchFold as fold } from '@saude/shared/domain/search-fold';
import { readPage, type ListPart, type Page, type Seek } from '../../db/keyset';
import { exactTotal, type Total } from '../../db/list-total';
import { MEDICATIONS } from './medications.catalog';

/**
 * Folded once at start and kept in folded order (folded names are unique); the catalogue is a few
 * hundred strings, so a scan per keystroke is microseconds.
 */
const FOLDED = MEDICATIONS.map((name) => ({ name, key: fold(name) })).sort((a, b) =>
  a.key < b.key ? -1 : a.key > b.key ? 1 : 0,
);
type Entry = (typeof FOLDED)[number];

/** One part of the answer: its entries in folded order, each page after the cursor's name. */
const part = (entries: Entry[]): ListPart<string> => ({
  key: ['text'],
  keyOf: (name) => [name],
  read: async (afterKey, take) => {
    const from = afterKey ? fold(String(afterKey[0])) : null;
    return entries
      .filter((e) => from === null || e.key > from)
      .slice(0, take)
      .map((e) => e.name);
  },
});

/** Names starting with the text first, then names containing it; nothing under 2 characters. */
export async function searchMedications(
  query: string,
  seek: Seek | undefined,
  limit: number,
): Promise<{ page: Page<string>; total: Total }> {
  const q = fold(query.trim());
  if (q.length < LIMITS.searchMinChars) return { page: { items: [], next: null }, total: exactTotal(0) };
  const prefix = FOLDED.filter((e) => e.key.startsWith(q));
  const inside = FOLDED.filter((e) => !e.key.startsWith(q) && e.key.includes(q));
  const page = await readPage([part(prefix), part(inside)], seek, limit);
  return { page, total: exactTotal(prefix.length + inside.length) };
}
