import { describe, expect, it } from 'vitest';
import { actionsFor } from './appointment-actions';

const TODAY = '2026-11-24';
const on = (appointment_date: string, status: 'scheduled' | 'confirmed' | 'completed' | 'no_show') => ({
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

  it('offers patients and other roles no status action', () => {
    expect(actionsFor('patient', on(TODAY, 'scheduled'), TODAY)).toEqual([]);
    expect(actionsFor('health_department', on(TODAY, 'confirmed'), TODAY)).toEqual([]);
  });
});
