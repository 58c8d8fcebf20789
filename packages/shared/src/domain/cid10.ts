/**
 * CID-10 codes as people write them and as the product keeps them (issue: national health network).
 * Kept: upper case, without the dot ('J069', as DATASUS's tables and the national network's
 * CodeSystem write them). Shown: with the dot after the category ('J06.9').
 */

/** A category (3 characters, 'J06') or a subcategory (4, 'J069'). */
export const CID10_CODE_PATTERN = /^[A-Z]\d{2}\d?$/;

/** How many diagnoses one record may carry. */
export const CID10_MAX_CODES = 10;

/** 'j06.9 ' -> 'J069': what people type, in the kept form (the result may still be no code at all). */
export const normalizeCid10 = (text: string) => text.trim().toUpperCase().replace(/[.\s]/g, '');

/** 'J069' -> 'J06.9'; a category stays as it is. */
export const formatCid10 = (code: string) =>
  code.length === 4 ? `${code.slice(0, 3)}.${code.slice(3)}` : code;

/** 'J06.9 Infecção aguda das vias aéreas superiores não especificada', as records show a diagnosis. */
export const cid10Label = (item: { code: string; description: string }) =>
  item.description ? `${formatCid10(item.code)} ${item.description}` : formatCid10(item.code);
