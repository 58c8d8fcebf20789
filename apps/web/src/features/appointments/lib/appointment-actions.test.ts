import { describe, expect, it } from 'vitest';
import { actionsFor } from './appointment-actions';

const TODAY = '2026-11-24';
const on = (
  appointment_date: string,
  status: 'scheduled' | 'confirmed' | 'completed' | 'no_show' | 'cancelled',
) => ({
  appointment_date,
  status,
});

describe('actionsFor', () => {
  it('offers check-in on the day only, and Faltou from the day on', () => {
    expect(actionsFor('reception', on(TODAY, 'scheduled'), TODAY)).toEqual(['check-in']);
    expect(actionsFor('reception', on('2026-11-25', 'scheduled'), TODAY)).toEqual([]);
    expect(actionsFor('reception', on('2026-11-23', 'scheduled'), TODAY)).toEqual([]);
    expect(actionsFor('reception', on(TODAY, 'confirmed'), TODAY)).toEqual(['no-show']);
    expect(actionsFor('reception', on('2026-11-23', 'confirmed'), TODAY)).toEqual(['no-show']);
    expect(actionsFor('reception', on('2026-11-25', 'confirmed'), TODAY)).toEqual([]);
    expect(actionsFor('reception', on(TODAY, 'no_show'), TODAY)).toEqual([]);
  });

  it('lets a doctor finish from the day on, and prescribe once the patient is in', () => {
    expect(actionsFor('doctor', on(TODAY, 'scheduled'), TODAY)).toEqual(['finish']);
    expect(actionsFor('doctor', on('2026-11-20', 'confirmed'), TODAY)).toEqual(['finish', 'prescribe']);
    expect(actionsFor('doctor', on('2026-11-25', 'scheduled'), TODAY)).toEqual([]);
    expect(actionsFor('doctor', on(TODAY, 'completed'), TODAY)).toEqual(['prescribe']);
  });

  it('lets a patient reschedule or cancel an open appointment only before its time', () => {
    const at = (
      day: string,
      status: 'scheduled' | 'confirmed' | 'completed' | 'cancelled',
      time: string | null,
    ) => ({
      ...on(day, status),
      appointment_time: time,
    });
    expect(actionsFor('patient', at('2026-11-25', 'scheduled', '09:00'), TODAY, '10:00')).toEqual([
      'reschedule',
      'cancel',
    ]);
    expect(actionsFor('patient', at(TODAY, 'confirmed', '11:00'), TODAY, '10:00')).toEqual([
      'reschedule',
      'cancel',
    ]);
    expect(actionsFor('patient', at(TODAY, 'scheduled', '09:00'), TODAY, '10:00')).toEqual([]);
    expect(actionsFor('patient', at(TODAY, 'scheduled', null), TODAY, '08:30')).toEqual([]);
    expect(actionsFor('patient', at('2026-11-20', 'scheduled', '09:00'), TODAY, '10:00')).toEqual([]);
    expect(actionsFor('patient', at('2026-11-25', 'completed', '09:00'), TODAY, '10:00')).toEqual([]);
    expect(actionsFor('patient', at('2026-11-25', 'cancelled', '09:00'), TODAY, '10:00')).toEqual([]);
  });

  it('offers other roles no status action', () => {
    expect(actionsFor('health_department', on(TODAY, 'confirmed'), TODAY)).toEqual([]);
  });
});
