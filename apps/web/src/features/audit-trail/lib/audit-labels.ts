/**
 * Portuguese names for what the audit trail records. The server writes short codes
 * ('login.failed'); a code this table does not know yet is shown as it is, never hidden.
 */
import type { PrincipalKind } from '@saude/shared/auth/roles';
import { SYSTEM_ACTOR_KIND } from '@saude/shared/schemas/audit';

export const ACTOR_KIND_LABELS: Record<PrincipalKind, string> = {
  patient: 'Paciente',
  staff: 'Funcionário',
  health_department: 'Secretaria de Saúde',
  hospital: 'Hospital/UBS',
  public_authority: 'Órgão Público',
  pharmacy: 'Farmácia',
  external: 'Login externo',
};

const ACTION_LABELS: Record<string, string> = {
  'login.succeeded': 'Login realizado',
  'login.failed': 'Falha de login',
  'login.throttled': 'Login bloqueado por excesso de tentativas',
  'login.inactive': 'Tentativa de login com conta inativa',
  logout: 'Saída do sistema',
  'password_reset.code_issued': 'Código para redefinir senha gerado',
  'password_reset.completed': 'Senha redefinida com código',
  'password_reset.failed': 'Código para redefinir senha recusado',
  'password_reset.email_unavailable': 'Código por e-mail pedido para conta sem e-mail',
  'access.denied': 'Acesso negado',
  'audit.read': 'Consulta à trilha de acesso',
  'admin.medical_data.read': 'Leitura de dados médicos',
  'admin.patients.list': 'Listagem de pacientes',
  'medical-records.read': 'Leitura de prontuários',
  'vaccinations.read': 'Leitura de vacinas',
  'exams.read': 'Leitura de exames',
  'prescriptions.read': 'Leitura de receitas emitidas',
  'prescriptions.dispensed.read': 'Leitura das receitas dispensadas pela farmácia',
  'patients.allergies.read': 'Leitura de alergias antes de prescrever',
  'fhir.patient-everything.read': 'Leitura do prontuário completo (FHIR)',
  'hospital.prescriptions.read': 'Leitura de receitas da unidade',
  'hospital.exams.read': 'Leitura de exames da unidade',
  'hospital.vaccinations.read': 'Leitura de vacinas da unidade',
  'patient.read': 'Leitura de dados de paciente',
  'patients.search': 'Busca de pacientes',
  'patient.searched': 'Busca de pacientes na unidade',
  'provisional_patients.list': 'Listagem de pessoas sem documentos',
  'provisional_patient.photo_read': 'Visualização de foto de pessoa sem documentos',
  'reports.list': 'Listagem de relatórios ambientais',
  'cpf.lookup': 'Consulta de CPF',
  'patient.registered': 'Cadastro de paciente',
  'patient.created': 'Paciente criado pela unidade',
  'profile.created': 'Perfil criado',
  'staff.created': 'Funcionário criado pela unidade',
  'prescription.issued': 'Receita emitida',
  'prescription.dispensed': 'Receita dispensada',
  'vaccination.created': 'Vacinação registrada',
  'exam.created': 'Exame registrado',
  'message.sent': 'Mensagem enviada',
  'password.changed': 'Senha alterada',
  'password.change.refused': 'Troca de senha recusada',
  'patient.contact.updated': 'Contato do paciente atualizado',
  'report.status_changed': 'Status de relatório alterado',
  'provisional_patient.created': 'Pessoa sem documentos registrada',
  'admin.wipe.all': 'Exclusão de todos os dados',
  'admin.wipe.patients': 'Exclusão de todos os pacientes',
  'admin.wipe.all.refused': 'Exclusão de todos os dados recusada',
  'admin.wipe.patients.refused': 'Exclusão de todos os pacientes recusada',
  'appointments.no_show_marked': 'Faltas marcadas ao fim do dia',
  'vaccination_card.issued': 'Carteira de vacinação emitida',
  'data.exported': 'Exportação dos dados de saúde (FHIR)',
};

/** admin.<entity>.<verb>: the department's changes to accounts and units. */
const ADMIN_ENTITIES: Record<string, string> = {
  staff: 'funcionário',
  patient: 'paciente',
  health_unit: 'unidade de saúde',
  hospital_administrator: 'administrador de unidade',
  public_authority: 'órgão público',
  pharmacy: 'farmácia',
};
const ADMIN_VERBS: Record<string, string> = {
  created: 'Cadastro de',
  updated: 'Edição de',
  status_changed: 'Ativação/desativação de',
};

export function actionLabel(action: string): string {
  const known = ACTION_LABELS[action];
  if (known) return known;
  const admin = /^admin\.([a-z_]+)\.([a-z_]+)$/.exec(action);
  const entity = admin ? ADMIN_ENTITIES[admin[1]!] : undefined;
  const verb = admin ? ADMIN_VERBS[admin[2]!] : undefined;
  return entity && verb ? `${verb} ${entity}` : action;
}

export function actorKindLabel(kind: string | null): string {
  if (!kind) return 'Não identificado';
  if (kind === SYSTEM_ACTOR_KIND) return 'Tarefa automática';
  return ACTOR_KIND_LABELS[kind as PrincipalKind] ?? kind;
}

const TARGET_LABELS: Record<string, string> = {
  patient: 'Paciente',
  patients: 'Pacientes',
  staff: 'Funcionário',
  health_department: 'Secretaria de Saúde',
  hospital: 'Hospital/UBS',
  public_authority: 'Órgão público',
  pharmacy: 'Farmácia',
  external: 'Login externo',
  health_unit: 'Unidade de saúde',
  hospital_administrator: 'Administrador de unidade',
  prescription: 'Receita',
  exam: 'Exame',
  vaccination: 'Vacinação',
  message: 'Mensagem',
  environmental_report: 'Relatório ambiental',
  provisional_patient: 'Pessoa sem documentos',
  'medical-records': 'Prontuários',
  file: 'Arquivo',
  cpf: 'CPF',
  audit_event: 'Trilha de acesso',
  appointments: 'Consultas',
  appointment_request: 'Solicitação de consulta',
  // The pages of a clinical list that were read.
  prescriptions: 'Receitas',
  exams: 'Exames',
  vaccinations: 'Vacinas',
};

/** 'Paciente #12', or '' when the event names no target. */
export function targetLabel(type: string | null, id: string | null): string {
  if (!type && !id) return '';
  const name = type ? (TARGET_LABELS[type] ?? type) : 'Registro';
  return id ? `${name} #${id}` : name;
}

export type ActionChoice = { value: string; label: string };
export type ActionGroup = { label: string; choices: ActionChoice[] };

/**
 * The action filter, grouped by the four categories the department asks about. The server takes
 * one exact code or one prefix ending in '.', so a category is offered as its prefixes and codes.
 */
export const ACTION_GROUPS: ActionGroup[] = [
  {
    label: 'Logins',
    choices: [
      { value: 'login.', label: 'Todos os logins' },
      { value: 'login.succeeded', label: 'Logins realizados' },
      { value: 'login.failed', label: 'Falhas de login' },
      { value: 'login.throttled', label: 'Logins bloqueados' },
      { value: 'login.inactive', label: 'Contas inativas' },
      { value: 'logout', label: 'Saídas do sistema' },
    ],
  },
  {
    label: 'Acessos negados',
    choices: [{ value: 'access.denied', label: 'Acessos negados' }],
  },
  {
    label: 'Leituras de dados sensíveis',
    choices: [
      'admin.medical_data.read',
      'admin.patients.list',
      'medical-records.read',
      'patient.read',
      'patients.search',
      'patient.searched',
      'provisional_patients.list',
      'provisional_patient.photo_read',
      'audit.read',
    ].map((value) => ({ value, label: actionLabel(value) })),
  },
  {
    label: 'Alterações',
    choices: [
      { value: 'admin.staff.', label: 'Funcionários (secretaria)' },
      { value: 'admin.patient.', label: 'Pacientes (secretaria)' },
      { value: 'admin.health_unit.', label: 'Unidades de saúde' },
      { value: 'admin.hospital_administrator.', label: 'Administradores de unidade' },
      { value: 'admin.public_authority.', label: 'Órgãos públicos' },
      { value: 'admin.wipe.', label: 'Exclusões em massa' },
      { value: 'report.status_changed', label: actionLabel('report.status_changed') },
      { value: 'message.sent', label: actionLabel('message.sent') },
      { value: 'prescription.', label: 'Receitas' },
      { value: 'appointments.no_show_marked', label: actionLabel('appointments.no_show_marked') },
    ],
  },
];

/** Category of an event, for the row's colour cue. */
export function actionTone(action: string): 'danger' | 'warning' | 'brand' | 'neutral' {
  if (action === 'access.denied' || action === 'login.failed' || action === 'login.throttled')
    return 'danger';
  if (action.startsWith('login.') || action === 'logout') return 'brand';
  if (ACTION_GROUPS[2]!.choices.some((c) => c.value === action)) return 'warning';
  return 'neutral';
}
