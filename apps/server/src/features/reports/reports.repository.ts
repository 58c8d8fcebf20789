import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { ReportStatus, ReportType } from '@saude/shared/domain/constants';
import type { DB, EnvironmentalReportsTable } from '../../db/types';
import { after, readPage, type Seek } from '../../db/keyset';
import { cappedTotal } from '../../db/list-total';
import { everyWord, everyWordIn, ilike } from '../../db/text-match';

/** At most this many reports are read from one duplicate box (it usually holds a handful). */
const NEAR_CANDIDATES = 200;

/** The size of migration 031's cells: a thousandth of a degree, as its generated columns compute them. */
const CELLS_PER_DEGREE = 1000;

export type PlaceBox = { latMin: number; latMax: number; lonMin: number; lonMax: number };

/**
 * The cells a span of shifted (never negative) degrees crosses, computed as migration 031's columns
 * are: the same double arithmetic, floored. A 100 m box crosses one or two cells each way; near the
 * poles, where the service's clamp on the longitude's span stops, some ninety.
 */
function cellsBetween(from: number, to: number): number[] {
  const cells: number[] = [];
  for (let cell = Math.floor(from * CELLS_PER_DEGREE); cell <= Math.floor(to * CELLS_PER_DEGREE); cell++) {
    cells.push(cell);
  }
  return cells;
}

export type ReportFilter = { type?: ReportType; status?: ReportStatus };
/** The department's triage: text, neighbourhood (words, accents aside) and a UTC range of creation. */
export type AllReportsFilter = ReportFilter & {
  q: string;
  neighborhood?: string;
  createdFrom?: string;
  createdBefore?: string;
};

/**
 * Newest first. Each filter has its index ending in (created_at, id) (migrations 002 and 010), so a
 * page is one index range, the reporter's name read only for the page's rows.
 */
const newestFirst = [sql.ref('r.created_at'), sql.ref('r.id')];

type ReportRow = Selectable<EnvironmentalReportsTable>;
type ReportWithReporterRow = ReportRow & { patient_name: string; patient_cpf: string | null };

export function reportsRepository(db: Kysely<DB>) {
  /** The reports matching the type and status filters, without a select list. */
  const matching = (f: ReportFilter, patientId?: number) => {
    let query = db.selectFrom('environmental_reports as r');
    if (patientId !== undefined) query = query.where('r.patient_id', '=', patientId);
    if (f.status) query = query.where('r.status', '=', f.status);
    if (f.type) query = query.where('r.report_type', '=', f.type);
    return query;
  };
  /**
   * The reports whose title, description or reporter's name contain the text. The name is tested
   * as `search_fold(full_name)`, the expression of PostgreSQL's trigram index (migration 011; the column
   * is NOT NULL), in a subquery: PostgreSQL then finds the matching patients through that index once
   * and reads the reports in date order until the page is full. Joined to every patient instead, it
   * hashed the whole patients table for each page (55 ms for a common word).
   */
  const searched = (f: AllReportsFilter) => {
    let query = matching(f);
    if (f.neighborhood) query = query.where(everyWordIn(['r.neighborhood'], f.neighborhood));
    if (f.createdFrom) query = query.where('r.created_at', '>=', f.createdFrom);
    if (f.createdBefore) query = query.where('r.created_at', '<', f.createdBefore);
    if (!f.q) return query;
    // Each word in the title, the description or the reporter's name.
    return query.where((eb) =>
      everyWord(f.q!, (pattern) =>
        eb.or([
          ilike('r.title', pattern),
          ilike('r.description', pattern),
          eb.exists(
            eb
              .selectFrom('patients as p')
              .select('p.id')
              .whereRef('p.id', '=', 'r.patient_id')
              .where(ilike('p.full_name', pattern, { notNull: true })),
          ),
        ]),
      ),
    );
  };

  return {
    insert: async (row: Insertable<EnvironmentalReportsTable>) =>
      db.insertInto('environmental_reports').values(row).returningAll().executeTakeFirstOrThrow(),

    /** A page of the patient's own reports (GET /api/reports/my). */
    mine: (patientId: number, f: ReportFilter, seek: Seek | undefined, limit: number) =>
      readPage(
        [
          {
            key: ['text', 'integer'],
            keyOf: (r: ReportRow) => [r.created_at, r.id],
            read: (afterKey, take) => {
              let q = matching(f, patientId).selectAll('r');
              if (afterKey) q = q.where(after(newestFirst, 'desc', afterKey));
              return q.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(take).execute();
            },
          },
        ],
        seek,
        limit,
      ),
    countMine: (patientId: number, f: ReportFilter) => cappedTotal(db, matching(f, patientId)),

    /** A page of every report with its reporter (GET /api/reports, the department). */
    all: (f: AllReportsFilter, seek: Seek | undefined, limit: number) =>
      readPage(
        [
          {
            key: ['text', 'integer'],
            keyOf: (r: ReportWithReporterRow) => [r.created_at, r.id],
            read: (afterKey, take) => {
              let q = searched(f)
                .innerJoin('patients as p', 'p.id', 'r.patient_id')
                .selectAll('r')
                .select(['p.full_name as patient_name', 'p.cpf as patient_cpf']);
              if (afterKey) q = q.where(after(newestFirst, 'desc', afterKey));
              return q.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(take).execute();
            },
          },
        ],
        seek,
        limit,
      ),
    /** Counted up to the cap, on the reports alone (the reporter's name is read only for the page). */
    countAll: (f: AllReportsFilter) => cappedTotal(db, searched(f)),

    /**
     * Reports of `type` inside a box of latitude and longitude, created in [from, to): the candidates
     * near a page's reports, measured and ordered after. The box's cells (migration 031) are probed in
     * the index on type, cells and date, so only the reports of the few cells around the box are read.
     * No ORDER BY: with one, SQLite walked the (type, created_at) index through every report of the
     * type in the two months instead of the few in the box. The bound only guards against a
     * pathological box.
     */
    near: (type: string, box: PlaceBox, from: string, to: string) =>
      db
        .selectFrom('environmental_reports')
        .select(['id', 'title', 'status', 'created_at', 'latitude', 'longitude'])
        .where('report_type', '=', type)
        .where('lat_cell', 'in', cellsBetween(box.latMin + 90, box.latMax + 90))
        .where('lon_cell', 'in', cellsBetween(box.lonMin + 180, box.lonMax + 180))
        .where('latitude', '>=', box.latMin)
        .where('latitude', '<=', box.latMax)
        .where('longitude', '>=', box.lonMin)
        .where('longitude', '<=', box.lonMax)
        .where('created_at', '>=', from)
        .where('created_at', '<', to)
        .limit(NEAR_CANDIDATES)
        .execute(),

    updateStatus: (id: number, status: ReportStatus, note: string | null, at: string) =>
      db
        .updateTable('environmental_reports')
        .set({ status, status_note: note, updated_at: at })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst(),
  };
}
