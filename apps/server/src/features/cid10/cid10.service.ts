/**
 * The CID-10 search a doctor types into while finishing a visit, and the check of the codes a record
 * carries. Codes first ('J06' finds J06 and its subcategories); then descriptions where every word
 * typed begins a word ('infec aguda'): first those that begin with the words as typed ('Infecção
 * aguda das vias aéreas superiores', J069, the everyday one), then those holding them as a phrase
 * ('Síndrome de infecção aguda pelo HIV'), then the rest ('Hepatite aguda B ... (co-infecção)'); last
 * those where the words are only inside one ('faringite' in 'laringofaringite'). Each part in code
 * order. Accents and case aside, from two characters, like every search (decision 016).
 */
import { LIMITS } from '@saude/shared/domain/constants';
import { CID10_CODE_PATTERN, normalizeCid10 } from '@saude/shared/domain/cid10';
import { searchFold, searchWords } from '@saude/shared/domain/search-fold';
import { CID10_UNKNOWN_MESSAGE, type Cid10Item } from '@saude/shared/schemas/cid10';
import { readPage, type ListPart, type Page, type Seek } from '../../db/keyset';
import { exactTotal, type Total } from '../../db/list-total';
import { badRequest } from '../../lib/errors';
import { CID10, cid10Entry, type Cid10Entry } from './cid10.table';

const present = (e: Cid10Entry): Cid10Item => ({ code: e.code, description: e.description });

/** One part of the answer: its entries in code order, each page after the cursor's code. */
const part = (entries: Cid10Entry[]): ListPart<Cid10Item> => ({
  key: ['text'],
  keyOf: (item) => [item.code],
  read: async (afterKey, take) => {
    const from = afterKey ? String(afterKey[0]) : null;
    const start = from === null ? 0 : entries.findIndex((e) => e.code > from);
    return start < 0 ? [] : entries.slice(start, start + take).map(present);
  },
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export async function searchCid10(
  query: string,
  seek: Seek | undefined,
  limit: number,
): Promise<{ page: Page<Cid10Item>; total: Total }> {
  if (searchFold(query.trim()).length < LIMITS.searchMinChars) {
    return { page: { items: [], next: null }, total: exactTotal(0) };
  }
  const code = normalizeCid10(query);
  const byCode = /^[A-Z]\d{0,3}$/.test(code) ? CID10.filter((e) => e.code.startsWith(code)) : [];
  const words = searchWords(query);
  const starts = words.map((w) => new RegExp(`(^|[^a-z0-9])${escapeRegExp(w)}`));
  const phrase = words.join(' ');
  const phraseAt = new RegExp(`(^|[^a-z0-9])${escapeRegExp(phrase)}`);
  const leading: Cid10Entry[] = [];
  const asPhrase: Cid10Entry[] = [];
  const byWordStart: Cid10Entry[] = [];
  const byWordInside: Cid10Entry[] = [];
  for (const e of CID10) {
    if (byCode.length && e.code.startsWith(code)) continue;
    if (!words.every((w) => e.folded.includes(w))) continue;
    if (!starts.every((re) => re.test(e.folded))) byWordInside.push(e);
    else if (e.folded.startsWith(phrase)) leading.push(e);
    else if (phraseAt.test(e.folded)) asPhrase.push(e);
    else byWordStart.push(e);
  }
  const parts = [byCode, leading, asPhrase, byWordStart, byWordInside];
  const page = await readPage(parts.map(part), seek, limit);
  return { page, total: exactTotal(parts.reduce((n, entries) => n + entries.length, 0)) };
}

/**
 * The codes a record is to carry, each checked against the table (the schema has already put them
 * in the kept form): an unknown one refuses the whole record, naming it, before anything is written.
 */
export function checkCid10Codes(codes: readonly string[]): string[] {
  const unknown = codes.find((code) => !CID10_CODE_PATTERN.test(code) || !cid10Entry(code));
  if (unknown !== undefined) throw badRequest(`${CID10_UNKNOWN_MESSAGE}: ${unknown}`);
  return [...codes];
}

/** Code and description of codes kept on records; a code the table lost still shows as itself. */
export const describeCid10 = (code: string): Cid10Item => ({
  code,
  description: cid10Entry(code)?.description ?? '',
});
