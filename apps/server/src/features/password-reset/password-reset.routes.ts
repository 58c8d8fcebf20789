/** A forgotten password (decision 017): a code at the counter or by e-mail, then the new password. */
import { passwordResetEndpoints as api } from '@saude/shared/contract/auth';
import { RESET_MESSAGES } from '@saude/shared/schemas/password-reset';
import { publicRoute, requirePermission } from '../../http/access';
import { apiRouter, on } from '../../http/endpoint';
import { unavailable } from '../../lib/errors';
import type { Mailer } from '../../integrations/mailer';
import { issueCounterCode, requestEmailCode, resetPassword } from './password-reset.service';

export const NO_EMAIL_MESSAGE =
  'O envio por e-mail não está disponível. Peça um código na recepção de uma unidade de saúde, com um documento com foto.';

export function passwordResetRoutes(mailer: Mailer | null) {
  const app = apiRouter('/api/password-reset');
  on(app, api.issueCode, requirePermission('password-reset:issue'), ({ body }, c) => {
    const { cpf, account_kind } = body;
    return issueCounterCode(c.var, { cpf, account_kind });
  });
  on(app, api.requestEmail, publicRoute(), async ({ body }, c) => {
    if (!mailer) throw unavailable(NO_EMAIL_MESSAGE);
    await requestEmailCode(c.var, mailer, body);
    return { message: RESET_MESSAGES.emailAnswer };
  });
  on(app, api.reset, publicRoute(), async ({ body }, c) => {
    await resetPassword(c.var, body);
    return { success: true as const };
  });
  return app;
}
