import { SPECIALTIES } from '@saude/shared/domain/constants';

/*
 * Made on first use: building a collator loads the language's collation tables (some 16 ms on a
 * desktop, four times that on a slow phone), and this module is in the code every signed-in page
 * evaluates, while only lists and forms compare names.
 */
let names: Intl.Collator | undefined;

/**
 * Names in the order a person reads a list of them: accents and case aside, and the numbers in them
 * as numbers ("UBS São José 4" before "UBS São José 13", where a text order puts 13 first).
 */
export const compareNames = (a: string, b: string) =>
  (names ??= new Intl.Collator('pt-BR', { numeric: true, sensitivity: 'base' })).compare(a, b);

let specialties: readonly string[] | undefined;

/** The specialties as a person looks for one in a list: by name (the spec lists them in another order). */
export const specialtiesByName = (): readonly string[] =>
  (specialties ??= [...SPECIALTIES].sort(compareNames));
