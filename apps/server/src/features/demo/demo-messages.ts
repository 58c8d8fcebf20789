/** Messages sent by the health department, in days relative to the seed date. */
import type { MessageRecipientType } from '@saude/shared/domain/constants';
import type { PatientKey } from './demo-patients';
import type { StaffKey } from './demo-staff';

export type DemoMessage = {
  type: MessageRecipientType;
  /** Individual messages: who receives it. */
  to?: { patient: PatientKey } | { staff: StaffKey } | { authority: string };
  title: string;
  text: string;
  day: number;
  time: string;
  /** Already opened by the featured patient. */
  readByFeatured?: boolean;
};

export const MESSAGES: DemoMessage[] = [
  {
    type: 'all_patients',
    title: 'Campanha contra a dengue',
    text: 'Os casos de dengue aumentaram no município. Elimine a água parada: tampe caixas d’água, coloque areia nos pratos de plantas e guarde pneus em local coberto. Em caso de febre alta, dor no corpo e atrás dos olhos, procure a UBS mais próxima. Denuncie focos pelo aplicativo.',
    day: -10,
    time: '09:00',
    readByFeatured: true,
  },
  {
    type: 'all_patients',
    title: 'Vacinação contra a gripe',
    text: 'A campanha de vacinação contra a Influenza começou. Idosos, crianças de 6 meses a menores de 6 anos, gestantes, puérperas e pessoas com doenças crônicas podem se vacinar em todas as UBS, de segunda a sexta, das 8h às 16h. Leve documento com foto e a caderneta de vacinação.',
    day: -4,
    time: '08:30',
  },
  {
    type: 'individual',
    to: { patient: 'ana' },
    title: 'Resultado de exame disponível',
    text: 'Olá, Ana Beatriz! O resultado da sua urocultura de controle já está disponível no seu cartão de saúde. Leve-o na consulta de retorno com o Dr. Ricardo.',
    day: -2,
    time: '14:10',
    readByFeatured: true,
  },
  {
    type: 'individual',
    to: { patient: 'ana' },
    title: 'Lembrete: retorno com a cardiologia',
    text: 'Sua consulta de retorno com a Dra. Camila Rocha Bastos no Hospital Municipal foi confirmada. Chegue com 15 minutos de antecedência e leve seus exames.',
    day: -1,
    time: '10:00',
  },
  {
    type: 'all_doctors',
    title: 'Atualização do protocolo de hipertensão',
    text: 'A Secretaria publicou o novo protocolo municipal de manejo da hipertensão arterial na atenção básica. O documento está disponível na intranet e será apresentado na reunião clínica de quinta-feira às 13h.',
    day: -6,
    time: '11:00',
  },
  {
    type: 'all_reception',
    title: 'Novo fluxo de check-in',
    text: 'A partir desta semana, o check-in deve ser feito no sistema assim que o paciente chegar à unidade. Pacientes com mais de 15 minutos de atraso devem ser encaminhados à coordenação.',
    day: -5,
    time: '16:20',
  },
  {
    type: 'all_public_authorities',
    title: 'Cadastro de pessoas sem documentos',
    text: 'Informamos que as unidades de saúde passaram a registrar no sistema as pessoas atendidas sem documentos, com foto e descrição física. Os registros podem ser consultados no painel para cruzamento com cadastros de pessoas desaparecidas.',
    day: -3,
    time: '09:45',
  },
  {
    type: 'individual',
    to: { staff: 'ricardo' },
    title: 'Escala de mutirão de sábado',
    text: 'Dr. Ricardo, confirmamos sua participação no mutirão de consultas do próximo sábado na UBS Centro, das 8h às 12h.',
    day: -2,
    time: '17:30',
  },
  {
    type: 'individual',
    to: { authority: 'conselho.tutelar' },
    title: 'Criança atendida sem responsável',
    text: 'Uma criança de aproximadamente 8 anos foi atendida na UPA 24h Nova Aliança sem documentos nem responsável. O registro provisório está disponível no painel.',
    day: -1,
    time: '08:15',
  },
];
