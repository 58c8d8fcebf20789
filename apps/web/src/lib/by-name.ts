import { SPECIALTIES } from '@saude/shared/domain/constants';

/**
 * Names in the order a person reads a list of them: accents and case aside, and the numbers in them
 * as numbers ("UBS São José 4" before "UBS São José 13", where a text order puts 13 first).
 */
const names = new Intl.Collator('pt-BR', { numeric: true, sensitivity: 'base' });

export const compareNames = (a: string, b: string) => names.compare(a, b);

/** The specialties as a person looks for one in a list: by name (the spec lists them in another order). */
export const SPECIALTIES_BY_NAME = [...SPECIALTIES].sort(compareNames);
