/**
 * Web Push (decision 040): the browser's subscription as PushSubscription.toJSON() gives it, and what
 * the notification carries (the service worker shows it and opens `url` on a click).
 */
import { z } from 'zod';

export const PUSH_MESSAGES = {
  endpointInvalid: 'Endereço de notificação inválido',
  endpointRefused: 'Serviço de notificações não aceito por este servidor',
  keysInvalid: 'Chaves da inscrição de notificações inválidas',
  unavailable: 'Notificações no aparelho indisponíveis neste servidor',
} as const;

/** base64url of exactly `bytes` bytes (padding tolerated, as some browsers add it). */
const base64Url = (bytes: number) =>
  z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, PUSH_MESSAGES.keysInvalid)
    .refine((v) => decodedLength(v.replace(/=+$/, '')) === bytes, PUSH_MESSAGES.keysInvalid);

function decodedLength(text: string): number {
  return Math.floor((text.length * 3) / 4);
}

const endpointSchema = z
  .string({ error: PUSH_MESSAGES.endpointInvalid })
  .max(2048, PUSH_MESSAGES.endpointInvalid)
  .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), PUSH_MESSAGES.endpointInvalid);

export const pushSubscriptionSchema = z.object({
  endpoint: endpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      // The browser's P-256 public key (uncompressed point) and its 16-byte authentication secret.
      p256dh: base64Url(65),
      auth: base64Url(16),
    },
    { error: PUSH_MESSAGES.keysInvalid },
  ),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: endpointSchema });

export const pushPublicKeySchema = z.strictObject({
  /** The VAPID public key, base64url: PushManager.subscribe's applicationServerKey. */
  public_key: z.string(),
});

export const pushSubscribedSchema = z.strictObject({ subscribed: z.literal(true) });
export const pushUnsubscribedSchema = z.strictObject({ removed: z.boolean() });

/** What a push carries (decrypted by the browser, shown by the service worker). */
export const pushPayloadSchema = z.strictObject({
  title: z.string(),
  body: z.string(),
  /** A path of this app the notification opens. */
  url: z.string().startsWith('/'),
  /** Notifications with the same tag replace each other. */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
