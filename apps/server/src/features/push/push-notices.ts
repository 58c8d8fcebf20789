/**
 * What each event pushes (decision 040). A notification shows on a lock screen, so it says what
 * happened, when and where, and nothing of the care itself: no specialty, doctor, reason, notes or
 * message text. Opening it (signed in) shows the rest.
 */
import { UPDATE_TITLES } from '@saude/shared/schemas/updates';
import type { Notice } from './push.repository';

const DAY_S = 86_400;

/** 25/12/2026 from 2026-12-25. */
const dayMonthYear = (date: string) => date.split('-').reverse().join('/');
const atTime = (time: string | null) => (time ? ` às ${time}` : '');
const atUnit = (unit: string | null | undefined) => (unit ? ` — ${unit}` : '');

export function approvedNotice(a: {
  appointmentId: number;
  date: string;
  time: string | null;
  unitName: string | null | undefined;
}): Notice {
  return {
    payload: {
      title: UPDATE_TITLES.appointment_approved,
      body: `Consulta marcada para ${dayMonthYear(a.date)}${atTime(a.time)}${atUnit(a.unitName)}`,
      url: '/appointments',
      tag: `appointment-${a.appointmentId}`,
    },
    delivery: { urgency: 'normal', ttlSeconds: 2 * DAY_S },
  };
}

export type ReminderKind = '24h' | '2h';

export function reminderNotice(a: {
  appointmentId: number;
  kind: ReminderKind;
  /** 'hoje' or 'amanhã', as the city's calendar has it. */
  day: 'hoje' | 'amanhã';
  time: string | null;
  unitName: string | null;
  /** Seconds until it starts: a reminder that arrives later than that is worthless. */
  secondsLeft: number;
}): Notice {
  return {
    payload: {
      title: 'Lembrete de consulta',
      body: `Lembrete: consulta ${a.day}${atTime(a.time)}${atUnit(a.unitName)}`,
      url: '/appointments',
      // The 2-hour reminder replaces the day-before one on the screen.
      tag: `reminder-${a.appointmentId}`,
    },
    delivery: { urgency: a.kind === '2h' ? 'high' : 'normal', ttlSeconds: Math.max(60, a.secondsLeft) },
  };
}

export function messageNotice(messageId: number): Notice {
  const payload = {
    title: UPDATE_TITLES.message,
    body: 'Você recebeu uma nova mensagem. Abra o aplicativo para ler.',
    url: '/dashboard',
    tag: `message-${messageId}`,
  };
  return {
    payload,
    // A public authority reads its inbox on its own panel.
    byKind: { public_authority: { ...payload, url: '/public-authority-panel' } },
    delivery: { urgency: 'normal', ttlSeconds: 3 * DAY_S },
  };
}

export function newRequestNotice(): Notice {
  return {
    payload: {
      title: UPDATE_TITLES.new_request_hospital,
      body: 'Há uma nova solicitação de consulta aguardando análise.',
      url: '/hospital-panel',
      // Several new requests collapse into one notification.
      tag: 'new-request',
    },
    delivery: { urgency: 'normal', ttlSeconds: DAY_S },
  };
}
