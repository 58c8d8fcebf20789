/**
 * The CID-10 table (DATASUS, version 2008; see table/README.md), loaded once: it is fixed data of the
 * release, about 14 000 codes, so a search is a scan in memory (around a millisecond) and a check of a
 * code a map look-up, with no table in the database to keep in step.
 */
import { searchFold } from '@saude/shared/domain/search-fold';
import table from './table/cid10.json';

export type Cid10Entry = {
  code: string;
  description: string;
  /** The description folded as searches compare it ('infeccao aguda das vias aereas...'). */
  folded: string;
};

/** In code order, as the file keeps them. */
export const CID10: readonly Cid10Entry[] = (table.codes as [string, string][]).map(
  ([code, description]) => ({
    code,
    description,
    folded: searchFold(description),
  }),
);

const BY_CODE = new Map(CID10.map((entry) => [entry.code, entry]));

/** The entry of a code in the kept form ('J069'), if the table has it. */
export const cid10Entry = (code: string): Cid10Entry | undefined => BY_CODE.get(code);
