/** A forgotten password (decision 017): a code at the counter or by e-mail, then the new password. */
import { Hono } from 'hono';
import {
  RESET_MESSAGES,
  issueResetCodeSchema,
  requestResetEmailSchema,
  resetPasswordSchema,
  type RequestResetEmailAnswer,
  type ResetPasswordAnswer,
} from '@saude/shared/schemas/password-reset';
import type { AppEnv } from '../../http/context';
import { publicRoute, requirePermission } from '../../http/access';
import { unavailable } from '../../lib/errors';
import { readJson } from '../../http/validate';
import type { Mailer } from '../../integrations/mailer';
import { issueCounterCode, requestEmailCode, resetPassword } from './password-reset.service';

export const NO_EMAIL_MESSAGE =
  'O envio por e-mail não está disponível. Peça um código na recepção de uma unidade de saúde, com um documento com foto.';

export function passwordResetRoutes(mailer: Mailer | null) {
  const app = new Hono<AppEnv>();
  app.post('/codes', requirePermission('password-reset:issue'), async (c) => {
    const { cpf, account_kind } = await readJson(c, issueResetCodeSchema);
    return c.json(await issueCounterCode(c.var, { cpf, account_kind }), 201);
  });
  app.post('/email', publicRoute(), async (c) => {
    const body = await readJson(c, requestResetEmailSchema);
    if (!mailer) throw unavailable(NO_EMAIL_MESSAGE);
    await requestEmailCode(c.var, mailer, body);
    return c.json<RequestResetEmailAnswer>({ message: RESET_MESSAGES.emailAnswer }, 202);
  });
  app.post('/', publicRoute(), async (c) => {
    await resetPassword(c.var, await readJson(c, resetPasswordSchema));
    return c.json<ResetPasswordAnswer>({ success: true });
  });
  return app;
}
