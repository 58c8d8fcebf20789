import { preloadAll, preloadableLazy } from '@/lib/preloadable-lazy';

/** The tabs of the unit's panel, as named in its address (?aba=); the first is the panel's own. */
export const PANEL_TABS = [
  'solicitacoes',
  'medicos',
  'equipe',
  'receitas',
  'exames',
  'vacinas',
  'pacientes',
] as const;
export type PanelTab = (typeof PANEL_TABS)[number];

/*
 * The code of every tab but the first, each a chunk of its own: asked for when the tab row is
 * pointed at or touched (so a click mostly shows the tab at once), or at boot when the address names
 * the tab.
 */
export const PANEL_TAB_CODE = {
  medicos: preloadableLazy(() => import('./doctors-tab').then((m) => m.DoctorsTab)),
  equipe: preloadableLazy(() => import('./staff-tab').then((m) => m.StaffTab)),
  receitas: preloadableLazy(() => import('./clinical-tabs').then((m) => m.PrescriptionsTab)),
  exames: preloadableLazy(() => import('./exams-tab').then((m) => m.ExamsTab)),
  vacinas: preloadableLazy(() => import('./vaccinations-tab').then((m) => m.VaccinationsTab)),
  pacientes: preloadableLazy(() => import('./patients-tab').then((m) => m.PatientsTab)),
} satisfies Record<Exclude<PanelTab, 'solicitacoes'>, unknown>;

/** Asks for the code of every tab but the first (each once). */
export function preloadPanelTabs(): void {
  preloadAll(Object.values(PANEL_TAB_CODE));
}
