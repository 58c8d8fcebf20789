/** /api/push: reminders and notices that reach a closed app (Web Push, decision 040). */
import { endpoint, json } from './endpoint';
import {
  pushPublicKeySchema,
  pushSubscribedSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  pushUnsubscribedSchema,
} from '../schemas/push';

const tag = 'Notificações';

export const pushEndpoints = {
  publicKey: endpoint({
    method: 'GET',
    path: '/api/push/public-key',
    summary: 'A chave pública VAPID com que o navegador se inscreve para receber notificações',
    tag,
    answer: json(pushPublicKeySchema),
  }),
  subscribe: endpoint({
    method: 'POST',
    path: '/api/push/subscriptions',
    summary: 'Registra a inscrição de notificações deste navegador para quem está conectado',
    tag,
    body: pushSubscriptionSchema,
    answer: json(pushSubscribedSchema, 201),
  }),
  unsubscribe: endpoint({
    method: 'DELETE',
    path: '/api/push/subscriptions',
    summary: 'Remove a inscrição de notificações deste navegador de quem está conectado',
    tag,
    body: pushUnsubscribeSchema,
    answer: json(pushUnsubscribedSchema),
  }),
};
