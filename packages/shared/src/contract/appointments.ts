/** /api/appointments and /api/appointment-requests (spec 01 sections 2-7). */
import { endpoint, json, list } from './endpoint';
import { byId } from './params';
import {
  appointmentItemSchema,
  appointmentListQuerySchema,
  appointmentRequestCreateSchema,
  appointmentRequestItemSchema,
  appointmentRequestListQuerySchema,
  appointmentRescheduleAnswerSchema,
  appointmentRescheduleSchema,
  appointmentStatusUpdateSchema,
} from '../schemas/appointments';

const tag = 'Consultas';

export const appointmentEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/appointments',
    summary: 'Consultas visíveis a quem pergunta: a agenda do médico, as da unidade, as do paciente',
    tag,
    query: appointmentListQuerySchema,
    answer: list(appointmentItemSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/appointments/:id',
    ...byId('Consulta não encontrada'),
    summary: 'Uma consulta',
    tag,
    answer: json(appointmentItemSchema),
  }),
  changeStatus: endpoint({
    method: 'PATCH',
    path: '/api/appointments/:id/status',
    ...byId('Consulta não encontrada'),
    summary: 'Muda o status (check-in, falta, finalização com o registro do atendimento, cancelamento)',
    tag,
    body: appointmentStatusUpdateSchema,
    answer: json(appointmentItemSchema),
  }),
  reschedule: endpoint({
    method: 'POST',
    path: '/api/appointments/:id/reschedule',
    ...byId('Consulta não encontrada'),
    summary:
      'O paciente remarca: cancela a consulta e abre uma nova solicitação com a mesma especialidade, tipo e unidade',
    tag,
    body: appointmentRescheduleSchema,
    answer: json(appointmentRescheduleAnswerSchema, 201),
  }),
};

export const appointmentRequestEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/appointment-requests',
    summary: 'Solicitações de consulta do paciente (todas, para a secretaria), as mais novas primeiro',
    tag,
    query: appointmentRequestListQuerySchema,
    answer: list(appointmentRequestItemSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/appointment-requests',
    summary: 'O paciente solicita uma consulta',
    tag,
    body: appointmentRequestCreateSchema,
    answer: json(appointmentRequestItemSchema, 201),
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/appointment-requests/:id/cancel',
    ...byId('Solicitação não encontrada'),
    summary: 'O paciente desiste da sua solicitação ainda pendente',
    tag,
    answer: json(appointmentRequestItemSchema),
  }),
};
