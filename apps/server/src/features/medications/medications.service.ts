/**
 * Suggestions for the word being typed in a prescription (spec 01 section 5): accents and case are
 * ignored, because doctors type 'dipirona sodica' as often as 'Dipirona sódica'.
 */
import { LIMITS } from '@saude/shared/domain/constants';
import { MEDICATION_SEARCH_MAX_RESULTS } from '@saude/shared/schemas/health';
import { MEDICATIONS } from './medications.catalog';

/** Decompose (NFD) and drop the combining marks: 'Sódica' -> 'sodica'. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

// Folded once at start; the catalogue is a few hundred strings, so a scan per keystroke is microseconds.
const FOLDED = MEDICATIONS.map((name) => ({ name, key: fold(name) }));

export function searchMedications(query: string, max = MEDICATION_SEARCH_MAX_RESULTS): string[] {
  const q = fold(query.trim());
  if (q.length < LIMITS.searchMinChars) return [];
  const prefix: string[] = [];
  const inside: string[] = [];
  for (const { name, key } of FOLDED) {
    if (key.startsWith(q)) prefix.push(name);
    else if (key.includes(q)) inside.push(name);
  }
  return [...prefix, ...inside].slice(0, max);
}
