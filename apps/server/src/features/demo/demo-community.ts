/**
 * Environmental reports and provisional patients (people treated without documents) of the demo
 * city, in days relative to the seed date.
 */
import type { Gender, ReportStatus, ReportType } from '@saude/shared/domain/constants';
import type { UnitKey } from './demo-data';
import type { PatientKey } from './demo-patients';
import type { StaffKey } from './demo-staff';

export type DemoReport = {
  patient: PatientKey;
  type: ReportType;
  title: string;
  description: string;
  latitude: number;
  longitude: number;
  address: string;
  neighborhood: string;
  status: ReportStatus;
  day: number;
};

export const REPORTS: DemoReport[] = [
  {
    patient: 'ana',
    type: 'mosquito',
    title: 'Piscina abandonada com água parada',
    description:
      'Casa desocupada com piscina suja e cheia de água da chuva. Muitas larvas visíveis na borda.',
    latitude: -22.7281,
    longitude: -47.6502,
    address: 'Rua Moraes Barros, 1120',
    neighborhood: 'Centro',
    status: 'investigating',
    day: -5,
  },
  {
    patient: 'ana',
    type: 'trash',
    title: 'Entulho e lixo em terreno baldio',
    description: 'Terreno ao lado do prédio com sofá velho, pneus e sacos de lixo acumulados há semanas.',
    latitude: -22.7274,
    longitude: -47.6511,
    address: 'Rua Moraes Barros, 1080',
    neighborhood: 'Centro',
    status: 'pending',
    day: -1,
  },
  {
    patient: 'ana',
    type: 'mosquito',
    title: 'Pneus acumulando água em borracharia',
    description: 'Pneus empilhados a céu aberto nos fundos da borracharia, com água parada.',
    latitude: -22.7259,
    longitude: -47.6468,
    address: 'Rua do Rosário, 455',
    neighborhood: 'Centro',
    status: 'resolved',
    day: -24,
  },
  {
    patient: 'joao',
    type: 'mosquito',
    title: 'Caixa d’água destampada',
    description: 'Caixa d’água sem tampa no quintal de imóvel vizinho, visível da rua.',
    latitude: -22.7192,
    longitude: -47.6398,
    address: 'Rua Campos Salles, 402',
    neighborhood: 'Bairro Alto',
    status: 'pending',
    day: -2,
  },
  {
    patient: 'maria',
    type: 'trash',
    title: 'Descarte irregular às margens do córrego',
    description: 'Moradores jogam lixo doméstico e restos de obra na margem do córrego; há ratos no local.',
    latitude: -22.7418,
    longitude: -47.6637,
    address: 'Rua Quinze de Novembro, altura do nº 200',
    neighborhood: 'Vila Industrial',
    status: 'investigating',
    day: -8,
  },
  {
    patient: 'francisca',
    type: 'mosquito',
    title: 'Vasos de plantas com água no cemitério',
    description: 'Muitos vasos com água parada nos túmulos da quadra 7 do cemitério municipal.',
    latitude: -22.7088,
    longitude: -47.6341,
    address: 'Avenida das Acácias, 2000 (Cemitério Municipal)',
    neighborhood: 'Jardim Primavera',
    status: 'resolved',
    day: -30,
  },
  {
    patient: 'rafael',
    type: 'trash',
    title: 'Lixo acumulado em ponto de ônibus',
    description: 'Sacos de lixo rasgados e restos de comida acumulados no ponto de ônibus há vários dias.',
    latitude: -22.7349,
    longitude: -47.6301,
    address: 'Avenida Dois Córregos, 1100',
    neighborhood: 'Nova Aliança',
    status: 'pending',
    day: -3,
  },
  {
    patient: 'antonio',
    type: 'mosquito',
    title: 'Calha entupida em escola',
    description: 'Calha da escola estadual entupida com folhas, acumulando água desde as últimas chuvas.',
    latitude: -22.7396,
    longitude: -47.6672,
    address: 'Rua Treze de Maio, 520',
    neighborhood: 'Vila Industrial',
    status: 'investigating',
    day: -11,
  },
  {
    patient: 'larissa',
    type: 'trash',
    title: 'Contêiner de lixo transbordando',
    description: 'Contêiner da coleta transbordando na esquina; o caminhão não passa há uma semana.',
    latitude: -22.7263,
    longitude: -47.6455,
    address: 'Rua Benjamin Constant com Rua do Rosário',
    neighborhood: 'Centro',
    status: 'resolved',
    day: -16,
  },
  {
    patient: 'renata',
    type: 'mosquito',
    title: 'Obra parada com poças e recipientes',
    description: 'Construção abandonada com baldes, latas e lajes acumulando água da chuva.',
    latitude: -22.7171,
    longitude: -47.6449,
    address: 'Rua Boa Morte, 1500',
    neighborhood: 'Bairro Alto',
    status: 'pending',
    day: 0,
  },
];

export type DemoProvisional = {
  number: number;
  age: number;
  gender: Gender;
  description: string;
  unit: UnitKey;
  by: StaffKey;
  /** Days and hours before the seed. */
  daysAgo: number;
  hour: string;
};

export const PROVISIONAL: DemoProvisional[] = [
  {
    number: 123,
    age: 8,
    gender: 'masculino',
    description:
      'Menino de pele parda, cabelo preto curto, cerca de 1,25 m. Vestia camiseta azul de time de futebol e bermuda jeans. Cicatriz pequena no queixo.',
    unit: 'upa',
    by: 'eduardo',
    daysAgo: 1,
    hour: '21:40',
  },
  {
    number: 131,
    age: 72,
    gender: 'feminino',
    description:
      'Idosa de pele branca, cabelos grisalhos presos em coque, cerca de 1,55 m, magra. Desorientada; dizia se chamar Dona Cida. Usava vestido florido e chinelos.',
    unit: 'hospital',
    by: 'rodrigo',
    daysAgo: 3,
    hour: '06:15',
  },
  {
    number: 138,
    age: 35,
    gender: 'masculino',
    description:
      'Homem de pele negra, cabelo raspado, barba cheia, cerca de 1,80 m. Tatuagem de âncora no antebraço esquerdo. Trazido pelo SAMU após queda de bicicleta.',
    unit: 'upa',
    by: 'eduardo',
    daysAgo: 5,
    hour: '23:05',
  },
  {
    number: 142,
    age: 15,
    gender: 'feminino',
    description:
      'Adolescente de pele morena, cabelos castanhos longos e cacheados, cerca de 1,60 m. Aparelho ortodôntico. Uniforme escolar sem identificação.',
    unit: 'centro',
    by: 'patricia',
    daysAgo: 6,
    hour: '10:30',
  },
  {
    number: 150,
    age: 46,
    gender: 'masculino',
    description:
      'Homem de pele branca, cabelo castanho grisalho, cerca de 1,70 m. Em situação de rua, com ferimento no pé direito. Relata ter vindo de Minas Gerais.',
    unit: 'centro',
    by: 'ricardo',
    daysAgo: 9,
    hour: '14:50',
  },
  {
    number: 157,
    age: 64,
    gender: 'masculino',
    description:
      'Homem de pele parda, calvo, bigode, cerca de 1,68 m. Usa aparelho auditivo no ouvido direito. Encontrado confuso no terminal rodoviário.',
    unit: 'hospital',
    by: 'camila',
    daysAgo: 12,
    hour: '19:20',
  },
];
