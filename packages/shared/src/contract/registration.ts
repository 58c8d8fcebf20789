/**
 * Patient self-registration and the lookups that help fill forms in (spec 01 sections 3, 5 and 7;
 * docs/decisions/030-one-endpoint-contract.md).
 */
import { endpoint, json } from './endpoint';
import {
  cepLookupResultSchema,
  cpfLookupResultSchema,
  patientRegistrationResultSchema,
  patientRegistrationSchema,
  reverseGeocodeQuerySchema,
  reverseGeocodeResultSchema,
} from '../schemas/registration';

export const registrationEndpoints = {
  register: endpoint({
    method: 'POST',
    path: '/api/auth/patient/register',
    summary: 'Uma pessoa cria sua conta de paciente e já entra na sessão',
    tag: 'Cadastro',
    body: patientRegistrationSchema,
    answer: json(patientRegistrationResultSchema, 201),
  }),
};

export const lookupEndpoints = {
  cep: endpoint({
    method: 'GET',
    path: '/api/lookup/cep/:cep',
    summary: 'O endereço de um CEP (8 dígitos)',
    tag: 'Consultas auxiliares',
    answer: json(cepLookupResultSchema),
  }),
  cpf: endpoint({
    method: 'GET',
    path: '/api/lookup/cpf/:cpf',
    summary: 'Nome e data de nascimento de um CPF, quando há um provedor configurado',
    tag: 'Consultas auxiliares',
    answer: json(cpfLookupResultSchema),
  }),
  reverseGeocode: endpoint({
    method: 'GET',
    path: '/api/lookup/reverse-geocode',
    summary: 'O endereço aproximado de uma coordenada (para a denúncia)',
    tag: 'Consultas auxiliares',
    query: reverseGeocodeQuerySchema,
    answer: json(reverseGeocodeResultSchema),
  }),
};
