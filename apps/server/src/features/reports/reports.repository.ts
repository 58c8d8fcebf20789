import { type Insertable, type Kysely } from 'kysely';
import type { ReportStatus, ReportType } from '@saude/shared/domain/constants';
import type { DB, EnvironmentalReportsTable } from '../../db/types';
import { cappedTotal } from '../../db/list-total';
import { ilike, likePattern } from '../../db/text-match';

export type AllReportsFilter = { q: string; type?: ReportType; status?: ReportStatus };

export function reportsRepository(db: Kysely<DB>) {
  const filtered = (f: AllReportsFilter) => {
    let query = db
      .selectFrom('environmental_reports as r')
      .innerJoin('patients as p', 'p.id', 'r.patient_id');
    if (f.status) query = query.where('r.status', '=', f.status);
    if (f.type) query = query.where('r.report_type', '=', f.type);
    if (f.q) {
      const pattern = likePattern(f.q);
      query = query.where((eb) =>
        eb.or([ilike('r.title', pattern), ilike('p.full_name', pattern), ilike('r.description', pattern)]),
      );
    }
    return query;
  };

  return {
    insert: async (row: Insertable<EnvironmentalReportsTable>) =>
      db.insertInto('environmental_reports').values(row).returningAll().executeTakeFirstOrThrow(),

    mine: (patientId: number, f: { type?: ReportType; status?: ReportStatus }) => {
      let query = db
        .selectFrom('environmental_reports')
        .selectAll()
        .where('patient_id', '=', patientId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc');
      if (f.type) query = query.where('report_type', '=', f.type);
      if (f.status) query = query.where('status', '=', f.status);
      return query.execute();
    },

    all: (f: AllReportsFilter, limit: number, offset: number) =>
      filtered(f)
        .selectAll('r')
        .select(['p.full_name as patient_name', 'p.cpf as patient_cpf'])
        .orderBy('r.created_at', 'desc')
        .orderBy('r.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
    /**
     * Counted up to the cap (admin-query.ts). Without a search the reports alone are counted: the
     * reporter join follows a NOT NULL foreign key, so it cannot change the number, and counting
     * through it reads a patient row per report.
     */
    countAll: (f: AllReportsFilter) => {
      if (f.q) return cappedTotal(db, filtered(f));
      let query = db.selectFrom('environmental_reports');
      if (f.status) query = query.where('status', '=', f.status);
      if (f.type) query = query.where('report_type', '=', f.type);
      return cappedTotal(db, query);
    },

    updateStatus: (id: number, status: ReportStatus, at: string) =>
      db
        .updateTable('environmental_reports')
        .set({ status, updated_at: at })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst(),
  };
}
