/** The authority panel's counters: total records, last 7 days, under 18 and female (spec 02 section 2). */
import type { Kysely } from 'kysely';
import type { AuthoritySummary } from '@saude/shared/schemas/admin';
import type { DB } from '../../db/types';
import { authorityPanelRepository } from './authority-panel.repository';

const RECENT_DAYS = 7;

export async function authoritySummary(db: Kysely<DB>, now = Date.now()): Promise<AuthoritySummary> {
  // registration_date is an ISO timestamp, so "within 7 days" is a text comparison with the cut-off.
  const since = new Date(now - RECENT_DAYS * 86_400_000).toISOString();
  const row = await authorityPanelRepository(db).summary(since);
  return {
    total: Number(row.total),
    last_7_days: Number(row.last_7_days),
    under_18: Number(row.under_18),
    female: Number(row.female),
  };
}
