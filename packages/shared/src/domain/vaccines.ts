/**
 * The national immunization calendar (Programa Nacional de Imunizações, PNI) as the vaccination form
 * offers it, coded for the national health network (RNDS).
 *
 * Codes: the RNDS CodeSystem `BRImunobiologico` (version 02.16, published by the Ministério da Saúde,
 * http://www.saude.gov.br/fhir/r4/CodeSystem/BRImunobiologico) and `BRDose` (version 1.01,
 * http://www.saude.gov.br/fhir/r4/CodeSystem/BRDose), as printed in the Ministry's RNDS FHIR
 * implementation guide. The RNDS' own short display is kept beside each name; the names are the
 * calendar's usual ones, for people to pick from. Only the immunobiologicals of the calendars and of
 * the yearly campaigns are listed; a vaccine the list lacks is recorded as free text (no code).
 */

/** The groups the form shows the list in (a vaccine sits where it is first given). */
export const VACCINE_GROUPS = {
  child: 'Calendário da criança',
  adult: 'Adolescentes, adultos, idosos e gestantes',
  campaign: 'Campanhas e situações especiais',
} as const;
export type VaccineGroup = keyof typeof VACCINE_GROUPS;

export type PniVaccine = {
  /** The BRImunobiologico code. */
  code: string;
  /** What the form and the lists show (stored as the vaccination's name). */
  name: string;
  /** The RNDS' display for the code. */
  rnds: string;
  group: VaccineGroup;
};

export const PNI_VACCINES: readonly PniVaccine[] = [
  { code: '15', name: 'BCG', rnds: 'BCG', group: 'child' },
  { code: '9', name: 'Hepatite B', rnds: 'HepB', group: 'child' },
  { code: '42', name: 'Penta (DTP/Hib/Hepatite B)', rnds: 'PENTA', group: 'child' },
  { code: '22', name: 'VIP (poliomielite inativada)', rnds: 'VIP', group: 'child' },
  { code: '28', name: 'VOP/VOPb (poliomielite oral)', rnds: 'VOP', group: 'child' },
  { code: '26', name: 'Pneumocócica 10-valente', rnds: 'VPC10', group: 'child' },
  { code: '45', name: 'Rotavírus humano', rnds: 'ROTA', group: 'child' },
  { code: '41', name: 'Meningocócica C', rnds: 'MenC', group: 'child' },
  { code: '14', name: 'Febre amarela', rnds: 'VFA', group: 'child' },
  { code: '24', name: 'Tríplice viral (sarampo, caxumba, rubéola)', rnds: 'SCR', group: 'child' },
  { code: '56', name: 'Tetra viral (sarampo, caxumba, rubéola, varicela)', rnds: 'SCRV', group: 'child' },
  { code: '34', name: 'Varicela', rnds: 'VAR', group: 'child' },
  { code: '55', name: 'Hepatite A (infantil)', rnds: 'HepAinf', group: 'child' },
  { code: '46', name: 'DTP (tríplice bacteriana)', rnds: 'DTP', group: 'child' },
  { code: '67', name: 'HPV quadrivalente', rnds: 'HPV4', group: 'adult' },
  { code: '74', name: 'Meningocócica ACWY', rnds: 'MenACWY', group: 'adult' },
  { code: '25', name: 'dT (dupla adulto)', rnds: 'dT', group: 'adult' },
  { code: '57', name: 'dTpa (tríplice bacteriana acelular do tipo adulto)', rnds: 'dTpa', group: 'adult' },
  { code: '36', name: 'Dupla viral (sarampo, rubéola)', rnds: 'SR', group: 'adult' },
  { code: '21', name: 'Pneumocócica 23-valente', rnds: 'VPP23', group: 'adult' },
  { code: '108', name: 'Vírus sincicial respiratório (VSR)', rnds: 'VVSR-Rec', group: 'adult' },
  { code: '33', name: 'Influenza trivalente', rnds: 'INF3', group: 'campaign' },
  { code: '77', name: 'Influenza tetravalente', rnds: 'INF4', group: 'campaign' },
  { code: '87', name: 'COVID-19 Pfizer (Comirnaty)', rnds: 'COVID-19 PFIZER - COMIRNATY', group: 'campaign' },
  {
    code: '99',
    name: 'COVID-19 Pfizer pediátrica (Comirnaty)',
    rnds: 'COVID-19 PFIZER - COMIRNATY PEDIÁTRICA',
    group: 'campaign',
  },
  {
    code: '102',
    name: 'COVID-19 Pfizer pediátrica, menores de 5 anos (Comirnaty)',
    rnds: 'COVID-19 PFIZER - COMIRNATY PEDIÁTRICA MENOR DE 5 ANOS',
    group: 'campaign',
  },
  { code: '97', name: 'COVID-19 Moderna (Spikevax)', rnds: 'COVID-19 MODERNA - SPIKEVAX', group: 'campaign' },
  {
    code: '86',
    name: 'COVID-19 Butantan (CoronaVac)',
    rnds: 'COVID-19 SINOVAC/BUTANTAN - CORONAVAC',
    group: 'campaign',
  },
  { code: '104', name: 'Dengue (atenuada, Qdenga)', rnds: 'DNG', group: 'campaign' },
  { code: '92', name: 'Raiva (cultivo celular Vero)', rnds: 'VRvero', group: 'campaign' },
];

/** The BRDose codes the form offers (the treatment series of sera are left out). */
export const VACCINE_DOSES: readonly { code: string; label: string }[] = [
  { code: '1', label: '1ª dose' },
  { code: '2', label: '2ª dose' },
  { code: '3', label: '3ª dose' },
  { code: '4', label: '4ª dose' },
  { code: '5', label: '5ª dose' },
  { code: '9', label: 'Dose única' },
  { code: '36', label: 'Dose inicial' },
  { code: '37', label: 'Dose adicional' },
  { code: '38', label: 'Reforço' },
  { code: '6', label: '1º reforço' },
  { code: '7', label: '2º reforço' },
  { code: '39', label: '3º reforço' },
  { code: '10', label: 'Revacinação' },
  { code: '8', label: 'Dose' },
];

/** Laboratories that supply the calendar's vaccines, offered while typing the manufacturer. */
export const VACCINE_MANUFACTURERS = [
  'Instituto Butantan',
  'Bio-Manguinhos/Fiocruz',
  'Fundação Ataulpho de Paiva',
  'Serum Institute of India',
  'GSK',
  'MSD',
  'Sanofi Pasteur',
  'Pfizer',
  'Moderna',
  'Takeda',
] as const;

const vaccinesByCode = new Map(PNI_VACCINES.map((v) => [v.code, v]));
const dosesByCode = new Map(VACCINE_DOSES.map((d) => [d.code, d]));

export const pniVaccine = (code: string | null | undefined) => (code ? vaccinesByCode.get(code) : undefined);
export const isPniVaccineCode = (code: string) => vaccinesByCode.has(code);
export const isVaccineDoseCode = (code: string) => dosesByCode.has(code);

/** The dose as people read it: the BRDose label, else the number of older records ('2ª dose'). */
export function doseLabel(v: { dose_code?: string | null; dose_number?: number | null }): string | null {
  const coded = v.dose_code ? dosesByCode.get(v.dose_code) : undefined;
  if (coded) return coded.label;
  return v.dose_number ? `${v.dose_number}ª dose` : null;
}

/** The dose's number, for the codes that are one (1ª to 5ª dose), so older readers keep it. */
export function doseNumberOf(code: string | null | undefined): number | null {
  return code && /^[1-5]$/.test(code) ? Number(code) : null;
}
