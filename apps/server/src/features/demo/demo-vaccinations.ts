/**
 * Vaccination cards of the demo patients, in days relative to the seed date. Calendar vaccines carry
 * their RNDS code, dose code, lot and manufacturer (domain/vaccines.ts); the few the national calendar
 * lacks (older COVID-19 doses, the herpes-zóster vaccine of a private clinic) stay free text.
 */
import { pniVaccine } from '@saude/shared/domain/vaccines';
import type { UnitKey } from './demo-data';
import type { PatientKey } from './demo-patients';

export type DemoVaccination = {
  patient: PatientKey;
  /** The BRImunobiologico code, or null for a vaccine outside the calendar. */
  code: string | null;
  vaccine: string;
  day: number;
  /** The BRDose code. */
  dose: string;
  by: string;
  batch: string;
  manufacturer: string;
  unit: UnitKey;
  nextDay: number | null;
  notes: string | null;
};

/** The vaccination room of each unit. */
const NURSES: Partial<Record<UnitKey, string>> = {
  centro: 'Enf. Cláudia Ramos',
  primavera: 'Téc. Enf. Rogério Antunes',
  industrial: 'Enf. Simone Faria',
};

/** A calendar code, or `{ name }` for a vaccine outside the calendar. */
type Vaccine = string | { name: string };

const vac = (
  patient: PatientKey,
  vaccine: Vaccine,
  day: number,
  dose: string,
  batch: string,
  manufacturer: string,
  unit: UnitKey,
  nextDay: number | null = null,
  notes: string | null = null,
): DemoVaccination => {
  const coded = typeof vaccine === 'string' ? pniVaccine(vaccine) : undefined;
  if (typeof vaccine === 'string' && !coded) throw new Error(`demo seed: unknown vaccine code ${vaccine}`);
  return {
    patient,
    code: coded?.code ?? null,
    vaccine: coded?.name ?? (vaccine as { name: string }).name,
    day,
    dose,
    by: NURSES[unit] ?? 'Equipe de enfermagem',
    batch,
    manufacturer,
    unit,
    nextDay,
    notes,
  };
};

// BRImunobiologico codes.
const FLU = '33';
const COVID_PFIZER = '87';
const HEPATITIS_B = '9';
const YELLOW_FEVER = '14';
// BRDose codes.
const D1 = '1';
const D2 = '2';
const D3 = '3';
const SINGLE = '9';
const BOOSTER = '38';
const BUTANTAN = 'Instituto Butantan';
const FIOCRUZ = 'Bio-Manguinhos/Fiocruz';

export const VACCINATIONS: DemoVaccination[] = [
  vac('ana', COVID_PFIZER, -1300, D1, 'FP8754', 'Pfizer', 'centro'),
  vac('ana', COVID_PFIZER, -1240, D2, 'FP9021', 'Pfizer', 'centro'),
  vac('ana', COVID_PFIZER, -900, BOOSTER, 'GH4410', 'Pfizer', 'centro', null, 'Dose de reforço.'),
  vac('ana', HEPATITIS_B, -210, D1, 'HB230517', BUTANTAN, 'primavera', -180),
  vac('ana', HEPATITIS_B, -180, D2, 'HB230517', BUTANTAN, 'primavera', 30, 'Terceira dose agendada.'),
  vac('ana', YELLOW_FEVER, -2400, SINGLE, 'FA171203', FIOCRUZ, 'centro'),
  vac('ana', FLU, -40, SINGLE, 'INF250312', BUTANTAN, 'centro', 325, 'Campanha anual de vacinação.'),
  vac(
    'ana',
    '25',
    -1500,
    BOOSTER,
    'DT190822',
    'Serum Institute of India',
    'centro',
    2150,
    'Reforço a cada 10 anos.',
  ),
  vac('joao', FLU, -38, SINGLE, 'INF250312', BUTANTAN, 'centro', 327),
  vac('joao', { name: 'COVID-19 (AstraZeneca)' }, -1280, D2, 'AZ210611', FIOCRUZ, 'centro'),
  vac('maria', FLU, -45, SINGLE, 'INF250309', BUTANTAN, 'industrial', 320),
  vac('maria', '21', -400, D1, 'PN23A118', 'MSD', 'industrial', 1425),
  vac('maria', { name: 'COVID-19 (bivalente)' }, -300, '5', 'BV240207', 'Pfizer', 'industrial'),
  vac('lucas', '24', -2300, D2, 'SCR180105', FIOCRUZ, 'centro'),
  vac('lucas', '46', -1100, '7', 'DTP210330', BUTANTAN, 'centro', null, 'Segundo reforço.'),
  vac('lucas', '67', -20, D1, 'HPV250204', 'MSD', 'centro', 160),
  vac('pedro', '42', -1330, D3, 'PV211015', 'Serum Institute of India', 'primavera'),
  vac('pedro', '22', -1330, D3, 'VIP211002', 'Sanofi Pasteur', 'primavera'),
  vac('pedro', YELLOW_FEVER, -1150, D1, 'FA220419', FIOCRUZ, 'primavera', 45, 'Reforço aos 4 anos.'),
  vac('sebastiao', FLU, -44, SINGLE, 'INF250309', BUTANTAN, 'centro', 321),
  vac('francisca', { name: 'Herpes-zóster (recombinante)' }, -90, D1, 'HZ240911', 'GSK', 'primavera', 20),
];
