/**
 * /api/messages (spec 01 'Patient messages', spec 02 messages tab and authority inbox) and
 * /api/updates, the one poll every signed-in client makes (spec 01 section 7 'Update polling').
 */
import { endpoint, json, list } from './endpoint';
import { byId } from './params';
import {
  MESSAGE_MESSAGES,
  inboxMessageSchema,
  inboxQuerySchema,
  inboxReadAllSchema,
  inboxReadResultSchema,
  messageReadResultSchema,
  messageRecipientSchema,
  messageSendSchema,
  recipientSearchQuerySchema,
  sentMessageSchema,
  sentMessagesQuerySchema,
} from '../schemas/messages';
import { updatesAnswerSchema, updatesQuerySchema } from '../schemas/updates';

export const messageEndpoints = {
  inbox: endpoint({
    method: 'GET',
    path: '/api/messages/inbox',
    summary: 'Mensagens recebidas por quem pergunta, as mais novas primeiro (condicional, com ETag)',
    tag: 'Mensagens',
    query: inboxQuerySchema,
    answer: list(inboxMessageSchema),
  }),
  markRead: endpoint({
    method: 'PATCH',
    path: '/api/messages/:id/read',
    ...byId(MESSAGE_MESSAGES.notFound),
    summary: 'Marca uma mensagem recebida como lida',
    tag: 'Mensagens',
    answer: json(messageReadResultSchema),
  }),
  markAllRead: endpoint({
    method: 'POST',
    path: '/api/messages/inbox/read',
    summary: 'Marca como lidas as mensagens recebidas por quem pergunta, até a mais nova que sua tela mostra',
    tag: 'Mensagens',
    body: inboxReadAllSchema,
    answer: json(inboxReadResultSchema),
  }),
  recipients: endpoint({
    method: 'GET',
    path: '/api/messages/recipients',
    summary: 'Destinatários individuais de uma nova mensagem, em ordem de nome',
    tag: 'Mensagens',
    query: recipientSearchQuerySchema,
    answer: list(messageRecipientSchema),
  }),
  sent: endpoint({
    method: 'GET',
    path: '/api/messages',
    summary: 'Mensagens enviadas pela Secretaria de Saúde, as mais novas primeiro',
    tag: 'Mensagens',
    query: sentMessagesQuerySchema,
    answer: list(sentMessageSchema),
  }),
  send: endpoint({
    method: 'POST',
    path: '/api/messages',
    summary: 'A Secretaria de Saúde envia uma mensagem a uma pessoa ou a um grupo',
    tag: 'Mensagens',
    body: messageSendSchema,
    answer: json(sentMessageSchema, 201),
  }),
};

export const updateEndpoints = {
  poll: endpoint({
    method: 'GET',
    path: '/api/updates',
    summary: 'Novidades para quem está conectado desde o instante dado (condicional, com ETag)',
    tag: 'Atualizações',
    query: updatesQuerySchema,
    answer: json(updatesAnswerSchema),
  }),
};
