/**
 * The poll runs every 30 s for every open client, so each of its queries must be an index range:
 * this reads SQLite's query plans and fails on any full scan of a table.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { plansOf } from '../../test/query-plans';
import { updatesRepository } from './updates.repository';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

/** The plans of what `run` asks of the update queries. */
const updatePlans = (run: (repo: ReturnType<typeof updatesRepository>) => Promise<unknown>) =>
  plansOf(ctx.db, (db) => run(updatesRepository(db)));

const since = '2026-01-01T00:00:00.000Z';

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('update queries on SQLite', () => {
  it('search an index in every query, never scan a table', async () => {
    // Each call runs two queries (the newest rows, then the count, which a limit of 0 always needs);
    // the last one is a primary-key probe.
    const expected = [
      'messages_recipient_idx',
      'appointment_requests_patient_decided_idx',
      'exams_patient_reviewed_idx',
      'appointments_doctor_created_idx',
      'appointments_unit_created_idx',
      // Addressed to the unit or to any unit: the city's pending requests newer than `since`.
      'appointment_requests_status_idx',
      'appointment_requests_unit_status_idx',
      'environmental_reports_created_idx',
      'provisional_patients_date_idx',
    ].flatMap((index) => [index, index]);
    const plans = await updatePlans(async (repo) => {
      await repo.messages({ key: 'patient_1', group: 'all_patients', groupSince: since }, since, 0);
      await repo.approvedRequests(1, since, 0);
      await repo.patientExams(1, since, 0);
      await repo.doctorAppointments(1, since, 0);
      await repo.unitAppointments(1, since, 0);
      await repo.pendingRequests(1, true, since, 0);
      await repo.pendingRequests(1, false, since, 0);
      await repo.reports(since, 0);
      await repo.provisionalPatients(since, 0);
      await repo.accountCreatedAt('patients', 1);
    });
    expect(plans).toHaveLength(expected.length + 1);
    plans.forEach((plan, i) => {
      const text = plan.join(' | ');
      expect(text, text).not.toMatch(/\bSCAN\b/);
      if (i < expected.length) {
        expect(text).toMatch(new RegExp(`SEARCH \\w+ USING (COVERING )?INDEX ${expected[i]} \\(`));
        // The time column is a bound of the range, not a filter applied afterwards.
        expect(text).toMatch(/(created_at|decided_at|reviewed_at|registration_date)>\?/);
      } else {
        expect(text).toMatch(/USING INTEGER PRIMARY KEY/);
      }
    });
  });

  it("reads a patient's three ranges in one statement, each an index range", async () => {
    const plans = await updatePlans(async (repo) => {
      // A limit of 0: the union, then the three counts.
      await repo.patientNews(
        { key: 'patient_1', group: 'all_patients', groupSince: since, patientId: 1, since },
        0,
      );
    });
    // Recorded: the union's parts as they are built, the union itself, then the three counts.
    for (const plan of plans)
      expect(plan.join(' | ')).not.toMatch(/\bSCAN (messages|appointment_requests|exams)\b/);
    const union = plans.map((plan) => plan.join(' | ')).find((text) => text.includes('UNION ALL'));
    expect(union).toBeDefined();
    for (const index of [
      'messages_recipient_idx',
      'appointment_requests_patient_decided_idx',
      'exams_patient_reviewed_idx',
    ])
      expect(union).toMatch(new RegExp(`SEARCH \\w+ USING (COVERING )?INDEX ${index} \\(`));
  });
});
