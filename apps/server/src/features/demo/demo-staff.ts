/**
 * Professionals of the demo city: staff with CPF logins (doctors, receptionists, a department
 * member) and the autonomous doctors each unit registers in its hospital panel.
 */
import type { StaffType } from '@saude/shared/auth/roles';
import type { UnitKey } from './demo-data';
import { cboFor, cboForSpecialty } from '@saude/shared/domain/professional-codes';
import { cpf } from './demo-ids';

export type StaffKey =
  | 'ricardo'
  | 'camila'
  | 'beatriz'
  | 'fernanda'
  | 'paulo'
  | 'gustavo'
  | 'juliana'
  | 'eduardo'
  | 'patricia'
  | 'rodrigo'
  | 'luciana'
  | 'carlos';

export type DemoStaff = {
  key: StaffKey;
  cpf: string;
  name: string;
  type: StaffType;
  phone: string;
  specialty: string | null;
  /** The CRM number alone; the demo city's doctors are all registered in São Paulo. */
  crm: string | null;
  crmUf: string | null;
  /** CBO 2002 occupation, from the specialty or the role. */
  cbo: string | null;
  unit: UnitKey | null;
};

/** Mobile numbers of the region (DDD 19) derived from the CPF, so each person has a distinct one. */
const mobile = (cpfBase: string) => `199${cpfBase.slice(1, 9)}`;

const member = (
  key: StaffKey,
  type: StaffType,
  name: string,
  unit: UnitKey | null,
  cpfBase: string,
  specialty: string | null = null,
  crm: string | null = null,
): DemoStaff => ({
  key,
  cpf: cpf(cpfBase),
  name,
  type,
  phone: mobile(cpfBase),
  specialty,
  crm,
  crmUf: crm ? 'SP' : null,
  cbo: cboFor(type, specialty),
  unit,
});

const doctor = (
  key: StaffKey,
  name: string,
  specialty: string,
  unit: UnitKey | null,
  base: string,
  crm: string,
) => member(key, 'doctor', name, unit, base, specialty, crm);

export const STAFF: DemoStaff[] = [
  doctor('ricardo', 'Dr. Ricardo Almeida Fonseca', 'Clínico Geral', 'centro', '418273650', '112358'),
  doctor('camila', 'Dra. Camila Rocha Bastos', 'Cardiologista', 'hospital', '157394082', '145672'),
  doctor('beatriz', 'Dra. Beatriz Nunes Carvalho', 'Pediatra', 'centro', '863025917', '158904'),
  doctor('fernanda', 'Dra. Fernanda Lima Duarte', 'Ginecologista', 'primavera', '294710538', '132640'),
  doctor('paulo', 'Dr. Paulo Henrique Nogueira', 'Dermatologista', null, '735162049', '121877'),
  doctor('gustavo', 'Dr. Gustavo Martins Ribeiro', 'Ortopedista', 'hospital', '506938271', '167310'),
  doctor('juliana', 'Dra. Juliana Pires Azevedo', 'Endocrinologista', 'industrial', '642051389', '174025'),
  doctor('eduardo', 'Dr. Eduardo Sampaio Lopes', 'Clínico Geral', 'upa', '381526740', '139512'),
  member('patricia', 'reception', 'Patrícia Gomes de Oliveira', 'centro', '920734615'),
  member('rodrigo', 'reception', 'Rodrigo Alves Pereira', 'hospital', '173608492'),
  member('luciana', 'reception', 'Luciana Martins Costa', 'primavera', '485917063'),
  member('carlos', 'health_department', 'Carlos Eduardo Mendes', null, '258340197'),
];

/** Staff shown on the access pages: two doctors, the receptionist and the department member. */
export const FEATURED_STAFF: StaffKey[] = ['ricardo', 'camila', 'patricia', 'carlos'];

export type DemoHospitalDoctor = {
  key: string;
  unit: UnitKey;
  name: string;
  specialty: string;
  crm: string;
  crmUf: string;
  cbo: string | null;
  phone: string;
  email: string;
  schedule: string;
};

const WEEKDAYS_AM = 'Segunda a sexta, 7h às 13h';
const WEEKDAYS_PM = 'Segunda a sexta, 13h às 17h';
const SHIFT_DAY = 'Plantão 12x36, diurno';
const SHIFT_NIGHT = 'Plantão 12x36, noturno';
const TUE_THU_PM = 'Terças e quintas, 13h às 17h';
const MON_WED_FRI_AM = 'Segunda, quarta e sexta, 8h às 12h';
const WEDNESDAYS = 'Quartas, 8h às 16h';
const MON_THU_AM = 'Segundas e quintas, 8h às 12h';
const MON_THU = 'Segunda a quinta, 8h às 14h';
const TUE_FRI = 'Terças e sextas, 9h às 17h';
const SATURDAYS = 'Sábados, 7h às 19h';

/** Keys are the e-mail user names (name.surname), which never collide with staff keys. */
const hd = (key: string, unit: UnitKey, name: string, specialty: string, crm: string, schedule: string) => ({
  key,
  unit,
  name,
  specialty,
  crm,
  crmUf: 'SP',
  cbo: cboForSpecialty(specialty),
  phone: `1998${crm}0`,
  email: `${key}@medicos.santahelena.sp.gov.br`,
  schedule,
});

export const HOSPITAL_DOCTORS: DemoHospitalDoctor[] = [
  hd('andre.moura', 'centro', 'Dr. André Moura Tavares', 'Clínico Geral', '181204', WEEKDAYS_AM),
  hd('silvia.prates', 'centro', 'Dra. Sílvia Prates Guimarães', 'Ginecologista', '176533', TUE_THU_PM),
  hd('helio.barros', 'primavera', 'Dr. Hélio Barros Cunha', 'Pediatra', '162078', MON_WED_FRI_AM),
  hd('renata.siqueira', 'primavera', 'Dra. Renata Siqueira Lins', 'Clínico Geral', '188412', WEEKDAYS_PM),
  hd('otavio.reis', 'industrial', 'Dr. Otávio Reis Fontana', 'Oftalmologista', '154996', WEDNESDAYS),
  hd('marina.teles', 'industrial', 'Dra. Marina Teles Aguiar', 'Psiquiatra', '169841', MON_THU_AM),
  hd('fabio.correa', 'hospital', 'Dr. Fábio Corrêa Lacerda', 'Neurologista', '147385', MON_THU),
  hd('aline.freitas', 'hospital', 'Dra. Aline Freitas Menezes', 'Urologista', '183027', TUE_FRI),
  hd('vitor.hugo', 'hospital', 'Dr. Vítor Hugo Sarmento', 'Ortopedista', '171659', SATURDAYS),
  hd('tatiane.melo', 'hospital', 'Dra. Tatiane Melo Rezende', 'Fisioterapeuta', '190318', WEEKDAYS_AM),
  hd('jorge.batista', 'upa', 'Dr. Jorge Batista Leal', 'Clínico Geral', '158270', SHIFT_NIGHT),
  hd('priscila.ramos', 'upa', 'Dra. Priscila Ramos Viana', 'Pediatra', '179563', SHIFT_DAY),
  hd('leandro.matos', 'upa', 'Dr. Leandro Matos Furtado', 'Cardiologista', '166402', SHIFT_DAY),
];

/** Who attends an appointment: a staff doctor (by key) or a unit's autonomous doctor (by key). */
export type Provider =
  | { kind: 'staff'; staff: DemoStaff; specialty: string; unit: UnitKey | null }
  | { kind: 'hospital'; doctor: DemoHospitalDoctor; specialty: string; unit: UnitKey };

export function provider(key: string): Provider {
  const staff = STAFF.find((s) => s.key === key);
  if (staff?.type === 'doctor' && staff.specialty) {
    return { kind: 'staff', staff, specialty: staff.specialty, unit: staff.unit };
  }
  const doctor = HOSPITAL_DOCTORS.find((d) => d.key === key);
  if (doctor) return { kind: 'hospital', doctor, specialty: doctor.specialty, unit: doctor.unit };
  throw new Error(`demo seed: unknown doctor ${key}`);
}
