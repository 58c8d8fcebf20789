/**
 * The demo city, Santa Helena Paulista (SP), a fictional municipality: its health units with their
 * administrators, the department account and the public-authority accounts. Usernames here are used
 * both by the seed and by the access pages, so they cannot drift apart.
 */
import type { AuthorityType } from '@saude/shared/auth/roles';

export const CITY = { name: 'Santa Helena Paulista', state: 'SP', latitude: -22.7253, longitude: -47.6492 };

export type UnitKey = 'centro' | 'primavera' | 'industrial' | 'hospital' | 'upa' | 'terezinha';

export type DemoUnit = {
  key: UnitKey;
  name: string;
  /** The unit's code in the national registry (CNES): 7 digits, invented for the demo city. */
  cnes: string;
  street: string;
  bairro: string;
  cep: string;
  phone: string;
  latitude: number;
  longitude: number;
  active: boolean;
  admin: { username: string; name: string; email: string; phone: string } | null;
};

export const UNITS: DemoUnit[] = [
  {
    key: 'centro',
    name: 'UBS Centro',
    cnes: '2038121',
    street: 'Rua Governador Pedro de Toledo, 820',
    bairro: 'Centro',
    cep: '13400320',
    phone: '1934215500',
    latitude: -22.7268,
    longitude: -47.6487,
    active: true,
    admin: {
      username: 'ubs.centro',
      name: 'Marta Regina Queiroz',
      email: 'ubs.centro@saude.santahelena.sp.gov.br',
      phone: '19991203344',
    },
  },
  {
    key: 'primavera',
    name: 'UBS Jardim Primavera',
    cnes: '2038148',
    street: 'Avenida das Acácias, 1450',
    bairro: 'Jardim Primavera',
    cep: '13412080',
    phone: '1934227810',
    latitude: -22.7091,
    longitude: -47.6318,
    active: true,
    admin: {
      username: 'ubs.primavera',
      name: 'Sérgio Luiz Amaral',
      email: 'ubs.primavera@saude.santahelena.sp.gov.br',
      phone: '19992417730',
    },
  },
  {
    key: 'industrial',
    name: 'UBS Vila Industrial',
    cnes: '6542715',
    street: 'Rua Treze de Maio, 377',
    bairro: 'Vila Industrial',
    cep: '13405115',
    phone: '1934339042',
    latitude: -22.7402,
    longitude: -47.6651,
    active: true,
    admin: {
      username: 'ubs.industrial',
      name: 'Cláudia Ramos Vieira',
      email: 'ubs.industrial@saude.santahelena.sp.gov.br',
      phone: '19993025518',
    },
  },
  {
    key: 'hospital',
    name: 'Hospital Municipal de Santa Helena',
    cnes: '2081547',
    street: 'Avenida Independência, 2300',
    bairro: 'Bairro Alto',
    cep: '13419155',
    phone: '1934019000',
    latitude: -22.7189,
    longitude: -47.6423,
    active: true,
    admin: {
      username: 'hospital.municipal',
      name: 'Dr. Roberto Campos Salles',
      email: 'direcao@hospital.santahelena.sp.gov.br',
      phone: '19994108877',
    },
  },
  {
    key: 'upa',
    name: 'UPA 24h Nova Aliança',
    cnes: '7193610',
    street: 'Avenida Dois Córregos, 985',
    bairro: 'Nova Aliança',
    cep: '13416600',
    phone: '1934261920',
    latitude: -22.7355,
    longitude: -47.6289,
    active: true,
    admin: {
      username: 'upa.nova.alianca',
      name: 'Adriana Lopes Monteiro',
      email: 'upa.novaalianca@saude.santahelena.sp.gov.br',
      phone: '19995530261',
    },
  },
  {
    key: 'terezinha',
    name: 'UBS Santa Terezinha (em reforma)',
    cnes: '9024386',
    street: 'Rua Padre Anchieta, 112',
    bairro: 'Santa Terezinha',
    cep: '13411205',
    phone: '1934174455',
    latitude: -22.7016,
    longitude: -47.6702,
    active: false,
    admin: null,
  },
];

export const unitFullAddress = (u: DemoUnit) =>
  `${u.street} - ${u.bairro}, ${CITY.name} - ${CITY.state}, ${u.cep.slice(0, 5)}-${u.cep.slice(5)}`;

export const DEPARTMENT = { username: 'secretaria', fullName: 'Dra. Helena Prado' };

export type DemoAuthority = {
  username: string;
  type: AuthorityType;
  name: string;
  email: string;
  phone: string;
};

export const AUTHORITIES: DemoAuthority[] = [
  {
    username: 'policia',
    type: 'police',
    name: 'Polícia Civil - 1ª DP de Santa Helena',
    email: '1dp@policia.santahelena.sp.gov.br',
    phone: '1934110190',
  },
  {
    username: 'conselho.tutelar',
    type: 'child_protection',
    name: 'Conselho Tutelar de Santa Helena Paulista',
    email: 'conselhotutelar@santahelena.sp.gov.br',
    phone: '1934125566',
  },
  {
    username: 'desaparecidos',
    type: 'missing_persons',
    name: 'Delegacia de Pessoas Desaparecidas',
    email: 'desaparecidos@policia.santahelena.sp.gov.br',
    phone: '1934137788',
  },
  {
    username: 'seguranca.publica',
    type: 'public_security',
    name: 'Secretaria Municipal de Segurança Pública',
    email: 'seguranca@santahelena.sp.gov.br',
    phone: '1934149900',
  },
];

/** Partner pharmacies (decision 023): one with a numeric CNPJ, one with the alphanumeric kind. */
export type DemoPharmacy = {
  username: string;
  name: string;
  cnpj: string;
  pharmacist: { name: string; crf: string; uf: string };
  address: string;
  phone: string;
};

export const PHARMACIES: DemoPharmacy[] = [
  {
    username: 'farmacia.central',
    name: 'Drogaria Central de Santa Helena',
    cnpj: '45700431000107',
    pharmacist: { name: 'Renata Farias Lopes', crf: '48213', uf: 'SP' },
    address: 'Rua XV de Novembro, 210 - Centro',
    phone: '1934118080',
  },
  {
    username: 'farmacia.jardim',
    name: 'Farmácia Jardim das Acácias',
    cnpj: 'YMC1XLUX000199',
    pharmacist: { name: 'Caio Henrique Batista', crf: '102377', uf: 'SP' },
    address: 'Av. das Acácias, 455 - Jardim das Acácias',
    phone: '1934127070',
  },
];
