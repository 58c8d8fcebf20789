/** Patients of the demo city. The first one is the featured patient, with data on every page. */
import type { BloodType, Gender } from '@saude/shared/domain/constants';
import type { UnitKey } from './demo-data';
import { cpf, susCard } from './demo-ids';

export type PatientKey =
  | 'ana'
  | 'joao'
  | 'maria'
  | 'lucas'
  | 'francisca'
  | 'rafael'
  | 'larissa'
  | 'antonio'
  | 'gabriela'
  | 'sebastiao'
  | 'renata'
  | 'pedro';

export type DemoPatient = {
  key: PatientKey;
  cpf: string;
  name: string;
  birthDate: string;
  gender: Gender;
  phone: string;
  susCard: string;
  bloodType: BloodType | null;
  allergies: string | null;
  emergency: { name: string; phone: string } | null;
  address: { cep: string; logradouro: string; numero: string; complemento: string | null; bairro: string };
  registeredAt: UnitKey | null;
};

export const PATIENTS: DemoPatient[] = [
  {
    key: 'ana',
    cpf: cpf('384120957'),
    name: 'Ana Beatriz Souza',
    birthDate: '1988-04-12',
    gender: 'feminino',
    phone: '19991234567',
    susCard: susCard('70050123456789'),
    bloodType: 'O+',
    allergies: 'Dipirona; frutos do mar',
    emergency: { name: 'Carlos Henrique Souza (marido)', phone: '19992345678' },
    address: {
      cep: '13400330',
      logradouro: 'Rua Moraes Barros',
      numero: '1045',
      complemento: 'Apto 32, Bloco B',
      bairro: 'Centro',
    },
    registeredAt: 'centro',
  },
  {
    key: 'joao',
    cpf: cpf('271590346'),
    name: 'João Pedro Oliveira Santos',
    birthDate: '1975-09-03',
    gender: 'masculino',
    phone: '19993456789',
    susCard: susCard('70080234567891'),
    bloodType: 'A+',
    allergies: null,
    emergency: { name: 'Cristina Oliveira Santos (esposa)', phone: '19994567890' },
    address: {
      cep: '13419160',
      logradouro: 'Rua Campos Salles',
      numero: '388',
      complemento: null,
      bairro: 'Bairro Alto',
    },
    registeredAt: 'hospital',
  },
  {
    key: 'maria',
    cpf: cpf('615203498'),
    name: 'Maria Aparecida da Silva',
    birthDate: '1956-01-22',
    gender: 'feminino',
    phone: '19995678901',
    susCard: susCard('89800345678912'),
    bloodType: 'B+',
    allergies: 'Penicilina',
    emergency: { name: 'Cláudio da Silva (filho)', phone: '19996789012' },
    address: {
      cep: '13405120',
      logradouro: 'Rua Quinze de Novembro',
      numero: '59',
      complemento: 'Casa 2',
      bairro: 'Vila Industrial',
    },
    registeredAt: 'industrial',
  },
  {
    key: 'lucas',
    cpf: cpf('702318645'),
    name: 'Lucas Gabriel Ferreira',
    birthDate: '2016-06-15',
    gender: 'masculino',
    phone: '19997890123',
    susCard: susCard('70410456789123'),
    bloodType: 'O-',
    allergies: 'Lactose (intolerância)',
    emergency: { name: 'Daniela Ferreira (mãe)', phone: '19997890123' },
    address: {
      cep: '13400410',
      logradouro: 'Rua Benjamin Constant',
      numero: '1720',
      complemento: null,
      bairro: 'Centro',
    },
    registeredAt: 'centro',
  },
  {
    key: 'francisca',
    cpf: cpf('148635072'),
    name: 'Francisca Helena Rodrigues',
    birthDate: '1949-11-30',
    gender: 'feminino',
    phone: '19998901234',
    susCard: susCard('70200567891234'),
    bloodType: 'A-',
    allergies: 'Ácido acetilsalicílico (AAS)',
    emergency: { name: 'Mônica Rodrigues (filha)', phone: '19999012345' },
    address: {
      cep: '13412090',
      logradouro: 'Rua das Hortênsias',
      numero: '215',
      complemento: null,
      bairro: 'Jardim Primavera',
    },
    registeredAt: 'primavera',
  },
  {
    key: 'rafael',
    cpf: cpf('903427516'),
    name: 'Rafael Augusto Lima',
    birthDate: '1992-02-08',
    gender: 'masculino',
    phone: '19990123456',
    susCard: susCard('70310678912345'),
    bloodType: 'AB+',
    allergies: null,
    emergency: null,
    address: {
      cep: '13416610',
      logradouro: 'Rua Antônio Corrêa Barbosa',
      numero: '640',
      complemento: 'Fundos',
      bairro: 'Nova Aliança',
    },
    registeredAt: 'upa',
  },
  {
    key: 'larissa',
    cpf: cpf('456781203'),
    name: 'Larissa Cristina Moraes',
    birthDate: '1999-07-19',
    gender: 'feminino',
    phone: '19981234509',
    susCard: susCard('70090789123456'),
    bloodType: 'O+',
    allergies: 'Sulfa',
    emergency: { name: 'Sandra Moraes (mãe)', phone: '19982345610' },
    address: {
      cep: '13400280',
      logradouro: 'Rua do Rosário',
      numero: '903',
      complemento: null,
      bairro: 'Centro',
    },
    registeredAt: 'centro',
  },
  {
    key: 'antonio',
    cpf: cpf('327904158'),
    name: 'Antônio Carlos Batista',
    birthDate: '1962-05-05',
    gender: 'masculino',
    phone: '19983456721',
    susCard: susCard('89810891234567'),
    bloodType: 'B-',
    allergies: null,
    emergency: { name: 'Neide Batista (esposa)', phone: '19984567832' },
    address: {
      cep: '13405140',
      logradouro: 'Avenida Armando Salles de Oliveira',
      numero: '2210',
      complemento: null,
      bairro: 'Vila Industrial',
    },
    registeredAt: 'industrial',
  },
  {
    key: 'gabriela',
    cpf: cpf('819263470'),
    name: 'Gabriela Santos Pereira',
    birthDate: '2009-10-10',
    gender: 'feminino',
    phone: '19985678943',
    susCard: susCard('70520912345678'),
    bloodType: 'A+',
    allergies: 'Picada de abelha',
    emergency: { name: 'Márcia Santos Pereira (mãe)', phone: '19986789054' },
    address: {
      cep: '13412110',
      logradouro: 'Rua dos Ipês',
      numero: '77',
      complemento: null,
      bairro: 'Jardim Primavera',
    },
    registeredAt: 'primavera',
  },
  {
    key: 'sebastiao',
    cpf: cpf('560372819'),
    name: 'Sebastião Ribeiro Neto',
    birthDate: '1944-03-14',
    gender: 'masculino',
    phone: '19987890165',
    susCard: susCard('70030123498765'),
    bloodType: 'O+',
    allergies: 'Iodo (contraste)',
    emergency: { name: 'Luís Ribeiro (neto)', phone: '19988901276' },
    address: {
      cep: '13400350',
      logradouro: 'Praça José Bonifácio',
      numero: '14',
      complemento: 'Sobrado',
      bairro: 'Centro',
    },
    registeredAt: 'centro',
  },
  {
    key: 'renata',
    cpf: cpf('234869105'),
    name: 'Renata Alves Cardoso',
    birthDate: '1983-12-01',
    gender: 'feminino',
    phone: '19989012387',
    susCard: susCard('70640234598761'),
    bloodType: 'AB-',
    allergies: null,
    emergency: { name: 'Marcelo Cardoso (irmão)', phone: '19980123498' },
    address: {
      cep: '13419170',
      logradouro: 'Rua Boa Morte',
      numero: '1388',
      complemento: 'Apto 11',
      bairro: 'Bairro Alto',
    },
    registeredAt: 'hospital',
  },
  {
    key: 'pedro',
    cpf: cpf('691045732'),
    name: 'Pedro Henrique Costa',
    birthDate: '2021-08-25',
    gender: 'masculino',
    phone: '19991357924',
    // Typed before the CNS was checked and off by its last digit (the valid one ends in 1): kept as
    // it was, so the department's patients list shows its 'CNS inválido' flag.
    susCard: '707503456129870',
    bloodType: null,
    allergies: null,
    emergency: { name: 'Tatiana Costa (mãe)', phone: '19991357924' },
    address: {
      cep: '13416620',
      logradouro: 'Rua Tiradentes',
      numero: '501',
      complemento: null,
      bairro: 'Nova Aliança',
    },
    registeredAt: 'upa',
  },
];
