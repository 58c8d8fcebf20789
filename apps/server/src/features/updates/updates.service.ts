/**
 * What is news to each role (spec 01 section 6 wording, section 7 'Update polling'; spec 02 hospital
 * and authority polling), gathered in one answer. Every range is scoped to the principal: a patient
 * sees only their messages, requests and exams; a hospital only requests it can take.
 */
import type { Kysely } from 'kysely';
import {
  UPDATE_TITLES,
  UPDATES_BODY_PREVIEW,
  UPDATES_ITEM_CAP,
  type UpdateItem,
  type UpdateKind,
  type UpdatesAnswer,
} from '@saude/shared/schemas/updates';
import type { DB } from '../../db/types';
import type { Principal } from '../../lib/service-context';
import { sha256 } from '../../lib/tokens';
import { addMs, nowIso } from '../../lib/time';
import { inboxVersionOf } from '../messages';
import { updatesRepository, type Row, type Slice } from './updates.repository';

/**
 * A client that slept for days gets today's news, not a backlog: alerts about old events are noise,
 * and the cap keeps a forgotten `since` from turning a cheap poll into a table scan.
 */
const MAX_LOOKBACK_MS = 24 * 3_600_000;

/**
 * `now` is set a little before the time the queries start: a row stamped just before a poll but
 * committed just after it would otherwise fall between two polls. The client drops repeats by id.
 */
const COMMIT_GRACE_MS = 2_000;

type Source = {
  kind: UpdateKind;
  slice: Promise<Slice>;
  present: (r: Row) => { title: string; body: string };
};

const preview = (text: string | null) => {
  const t = (text ?? '').replace(/\s+/g, ' ').trim();
  return t.length > UPDATES_BODY_PREVIEW ? `${t.slice(0, UPDATES_BODY_PREVIEW - 3)}...` : t;
};

/** YYYY-MM-DD to the Brazilian DD/MM/YYYY (spec 01 section 9: dates in pt-BR format). */
const brDate = (date: string | null) => {
  const m = date ? /^(\d{4})-(\d{2})-(\d{2})/.exec(date) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
};

const messageItem = (r: Row) => ({ title: UPDATE_TITLES.message, body: preview(`${r.title}: ${r.text}`) });

/** The sources that matter to a principal; empty for roles without updates. */
async function sourcesFor(db: Kysely<DB>, p: Principal, since: string): Promise<Source[]> {
  const repo = updatesRepository(db);
  const cap = UPDATES_ITEM_CAP;
  const messages = async (
    table: 'patients' | 'staff' | 'public_authorities',
    id: number,
    key: string,
    group: string,
  ) => {
    // The session check has usually read the account's creation time already.
    const created = p.accountCreatedAt ?? (await repo.accountCreatedAt(table, id));
    return repo.messages({ key, group, groupSince: created ?? since }, since, cap);
  };
  switch (p.role) {
    case 'patient': {
      if (p.patientId == null) return [];
      const id = p.patientId;
      // The three ranges are read in one statement.
      const news = (async () => {
        const created = p.accountCreatedAt ?? (await repo.accountCreatedAt('patients', id));
        const scope = { key: `patient_${id}`, group: 'all_patients', groupSince: created ?? since };
        return repo.patientNews({ ...scope, patientId: id, since }, cap);
      })();
      return [
        {
          kind: 'message',
          slice: news.then((n) => n.messages),
          present: messageItem,
        },
        {
          kind: 'appointment_approved',
          slice: news.then((n) => n.approvedRequests),
          present: (r) => ({
            title: UPDATE_TITLES.appointment_approved,
            body: `Sua consulta de ${r.title} foi aprovada para ${brDate(r.text)}.`,
          }),
        },
        {
          kind: 'new_exam',
          slice: news.then((n) => n.exams),
          present: (r) => ({
            title: UPDATE_TITLES.new_exam,
            body: preview(`${r.title}: ${r.text ?? 'resultado disponível'}`),
          }),
        },
      ];
    }
    case 'doctor': {
      if (p.staffId == null) return [];
      const id = p.staffId;
      return [
        {
          kind: 'new_appointment',
          slice: repo.doctorAppointments(id, since, cap),
          present: (r) => ({
            title: UPDATE_TITLES.new_appointment_doctor,
            body: `Consulta${r.title ? ` de ${r.title}` : ''} em ${brDate(r.text)}.`,
          }),
        },
        { kind: 'message', slice: messages('staff', id, `staff_${id}`, 'all_doctors'), present: messageItem },
      ];
    }
    case 'reception': {
      if (p.staffId == null) return [];
      const id = p.staffId;
      const unit = p.healthUnitId;
      const message: Source = {
        kind: 'message',
        slice: messages('staff', id, `staff_${id}`, 'all_reception'),
        present: messageItem,
      };
      // A receptionist not attached to a unit has no unit lists (as in the appointments feature).
      if (unit == null) return [message];
      return [
        {
          kind: 'new_request',
          slice: repo.pendingRequests(unit, false, since, cap),
          present: (r) => ({
            title: UPDATE_TITLES.new_request_reception,
            body: preview(`${r.title}${r.text ? `: ${r.text}` : ''}`),
          }),
        },
        {
          kind: 'new_appointment',
          slice: repo.unitAppointments(unit, since, cap),
          present: (r) => ({
            title: UPDATE_TITLES.new_appointment_reception,
            body: `Consulta${r.title ? ` de ${r.title}` : ''} em ${brDate(r.text)}.`,
          }),
        },
        message,
      ];
    }
    case 'hospital': {
      if (p.healthUnitId == null) return [];
      return [
        {
          kind: 'new_request',
          slice: repo.pendingRequests(p.healthUnitId, true, since, cap),
          present: (r) => ({
            title: UPDATE_TITLES.new_request_hospital,
            body: preview(`${r.title}${r.text ? `: ${r.text}` : ''}`),
          }),
        },
      ];
    }
    case 'health_department':
      return [
        {
          kind: 'new_report',
          slice: repo.reports(since, cap),
          present: (r) => ({
            title: UPDATE_TITLES.new_report,
            body: preview(`${r.title}${r.text ? ` - ${r.text}` : ''}`),
          }),
        },
        {
          kind: 'new_provisional_patient',
          slice: repo.provisionalPatients(since, cap),
          present: provisionalItem,
        },
      ];
    case 'public_authority':
      return [
        {
          kind: 'new_provisional_patient',
          slice: repo.provisionalPatients(since, cap),
          present: provisionalItem,
        },
        {
          kind: 'message',
          slice: messages('public_authorities', p.id, `authority_${p.id}`, 'all_public_authorities'),
          present: messageItem,
        },
      ];
    default:
      return [];
  }
}

function provisionalItem(r: Row) {
  return { title: UPDATE_TITLES.new_provisional_patient, body: preview(`${r.title} - ${r.text ?? ''}`) };
}

export type Updates = { answer: UpdatesAnswer; etag: string };

/**
 * The news of every identity the browser is signed in with (a person can be a patient and, in the
 * same browser, a doctor): the client shows them all. Without `since` the client is starting: it
 * gets the clock and the inbox's version, nothing else. `reader` is the identity whose inbox the
 * messages routes serve (the first that may read one), if any.
 */
export async function pollUpdates(
  db: Kysely<DB>,
  principals: Principal[],
  reader: Principal | undefined,
  since: string | undefined,
): Promise<Updates> {
  const started = nowIso();
  const now = addMs(started, -COMMIT_GRACE_MS);
  const floor = addMs(started, -MAX_LOOKBACK_MS);
  const from = since === undefined ? null : since < floor ? floor : since;
  const news = async () => {
    const sources =
      from === null ? [] : (await Promise.all(principals.map((p) => sourcesFor(db, p, from)))).flat();
    return { sources, slices: await Promise.all(sources.map((s) => s.slice)) };
  };
  // The inbox's version is read beside the news (on PostgreSQL the statements go out together).
  const [{ sources, slices }, inboxVersion] = await Promise.all([
    news(),
    reader ? inboxVersionOf(db, reader) : undefined,
  ]);
  const items: UpdateItem[] = [];
  const seen = new Set<string>();
  const counts: UpdatesAnswer['counts'] = {};
  sources.forEach((source, i) => {
    const { rows, count } = slices[i]!;
    if (count === 0) return;
    counts[source.kind] = (counts[source.kind] ?? 0) + count;
    for (const r of rows) {
      // Two identities can share news (a message sent to both): announce it once.
      const key = `${source.kind}.${r.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      items.push({ kind: source.kind, id: r.id, created_at: r.created_at, ...source.present(r) });
    }
  });
  // The fingerprint leaves out `now`: the same question with nothing new gets the same answer.
  const fingerprint = [
    ...principals.map((p) => `${p.kind}.${p.id}`),
    since ?? '-',
    ...items.map((i) => `${i.kind}.${i.id}`),
    JSON.stringify(counts),
    inboxVersion ?? '-',
  ];
  const etag = `W/"${sha256(fingerprint.join(':')).slice(0, 32)}"`;
  const answer: UpdatesAnswer = { now, items, counts };
  if (inboxVersion !== undefined) answer.inbox = inboxVersion;
  return { answer, etag };
}
