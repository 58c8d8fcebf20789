/** Vaccination cards of the demo patients, in days relative to the seed date. */
import type { UnitKey } from './demo-data';
import type { PatientKey } from './demo-patients';

export type DemoVaccination = {
  patient: PatientKey;
  vaccine: string;
  day: number;
  dose: number | null;
  by: string;
  batch: string;
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

const vac = (
  patient: PatientKey,
  vaccine: string,
  day: number,
  dose: number,
  batch: string,
  unit: UnitKey,
  nextDay: number | null = null,
  notes: string | null = null,
): DemoVaccination => ({
  patient,
  vaccine,
  day,
  dose,
  by: NURSES[unit] ?? 'Equipe de enfermagem',
  batch,
  unit,
  nextDay,
  notes,
});

const FLU = 'Influenza';
const COVID_PFIZER = 'COVID-19 (Pfizer)';

export const VACCINATIONS: DemoVaccination[] = [
  vac('ana', COVID_PFIZER, -1300, 1, 'FP8754', 'centro'),
  vac('ana', COVID_PFIZER, -1240, 2, 'FP9021', 'centro'),
  vac('ana', COVID_PFIZER, -900, 3, 'GH4410', 'centro', null, 'Dose de reforço.'),
  vac('ana', 'Hepatite B', -210, 1, 'HB230517', 'primavera', -180),
  vac('ana', 'Hepatite B', -180, 2, 'HB230517', 'primavera', 30, 'Terceira dose agendada.'),
  vac('ana', 'Febre Amarela', -2400, 1, 'FA171203', 'centro', null, 'Dose única.'),
  vac('ana', FLU, -40, 1, 'INF250312', 'centro', 325, 'Campanha anual de vacinação.'),
  vac('ana', 'dT (difteria e tétano)', -1500, 3, 'DT190822', 'centro', 2150, 'Reforço a cada 10 anos.'),
  vac('joao', FLU, -38, 1, 'INF250312', 'centro', 327),
  vac('joao', 'COVID-19 (AstraZeneca)', -1280, 2, 'AZ210611', 'centro'),
  vac('maria', FLU, -45, 1, 'INF250309', 'industrial', 320),
  vac('maria', 'Pneumocócica 23-valente', -400, 1, 'PN23A118', 'industrial', 1425),
  vac('maria', 'COVID-19 (bivalente)', -300, 5, 'BV240207', 'industrial'),
  vac('lucas', 'Tríplice viral (sarampo, caxumba e rubéola)', -2300, 2, 'SCR180105', 'centro'),
  vac('lucas', 'DTP (tríplice bacteriana)', -1100, 5, 'DTP210330', 'centro', null, 'Segundo reforço.'),
  vac('lucas', 'HPV quadrivalente', -20, 1, 'HPV250204', 'centro', 160),
  vac('pedro', 'Pentavalente', -1330, 3, 'PV211015', 'primavera'),
  vac('pedro', 'VIP (poliomielite inativada)', -1330, 3, 'VIP211002', 'primavera'),
  vac('pedro', 'Febre Amarela', -1150, 1, 'FA220419', 'primavera', 45, 'Reforço aos 4 anos.'),
  vac('sebastiao', FLU, -44, 1, 'INF250309', 'centro', 321),
  vac('francisca', 'Herpes-zóster', -90, 1, 'HZ240911', 'primavera', 20),
];
