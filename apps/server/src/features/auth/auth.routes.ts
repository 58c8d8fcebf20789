/**
 * Sign-in, "me" and sign-out for the password-based kinds of account (spec 01 and 02, section 7; the
 * partner pharmacy of docs/decisions/023-pharmacy-accounts.md).
 * Logout is GET as the spec calls it (and POST too); a forged cross-site logout only signs someone out.
 */
import { Hono, type Context } from 'hono';
import { cpfLoginSchema, passwordChangeSchema, usernameLoginSchema } from '@saude/shared/schemas/auth';
import { patientContactUpdateSchema } from '@saude/shared/schemas/registration';
import type { AppEnv } from '../../http/context';
import { publicRoute, requirePermission } from '../../http/access';
import { endSession } from '../../http/sessions';
import { readJson } from '../../http/validate';
import { recordAudit } from '../audit/audit.service';
import type { Account } from './auth.service';
import { signIn } from './sign-in-http';
import { changePassword, updateContact } from './patient-account.service';
import { presentPatient } from './auth.presenters';
import {
  AUTHORITY_ACCOUNT,
  DEPARTMENT_ACCOUNT,
  HOSPITAL_ACCOUNT,
  PATIENT_ACCOUNT,
  PHARMACY_ACCOUNT,
  STAFF_ACCOUNT,
  ownAccount,
  wrongCredentialsMessage,
  type PasswordAccountKind,
} from './account-kinds';

/** POST /login, GET /me and GET|POST /logout of one kind of password account. */
function passwordAccountRoutes<Row extends Account, User>(account: PasswordAccountKind<Row, User>) {
  const app = new Hono<AppEnv>();
  app.post('/login', publicRoute(), async (c) => {
    const body =
      account.identifiedBy === 'cpf'
        ? await readJson(c, cpfLoginSchema).then((b) => ({ identifier: b.cpf, password: b.password }))
        : await readJson(c, usernameLoginSchema).then((b) => ({
            identifier: b.username,
            password: b.password,
          }));
    const row = await signIn(c, {
      kind: account.kind,
      identifier: body.identifier,
      password: body.password,
      find: (identifier) => account.find(c.var.deps.db, identifier),
      wrongMessage: wrongCredentialsMessage(account),
    });
    return c.json({ success: true, [account.answerKey]: account.present(row) });
  });
  app.get('/me', requirePermission(account.session), async (c) =>
    c.json({ [account.answerKey]: await ownAccount(c.var, account) }),
  );
  // A forged cross-site logout only signs someone out; the spec calls it with GET.
  const logout = async (c: Context<AppEnv>) => {
    await endSession(c, account.kind);
    await recordAudit(c.var, { action: 'logout', targetType: account.kind });
    return c.json({ success: true });
  };
  app.get('/logout', publicRoute(), logout);
  app.post('/logout', publicRoute(), logout);
  return app;
}

/** /api/auth/patient, with the patient's own contact data and password besides. */
export function patientAuthRoutes() {
  const app = passwordAccountRoutes(PATIENT_ACCOUNT);
  app.patch('/me', requirePermission('account:update-own'), async (c) => {
    const input = await readJson(c, patientContactUpdateSchema);
    const patient = await updateContact(c.var, input);
    return c.json({ success: true, patient: presentPatient(patient) });
  });
  app.post('/password', requirePermission('account:update-own'), async (c) => {
    await changePassword(c.var, await readJson(c, passwordChangeSchema));
    return c.json({ success: true });
  });
  return app;
}

export const staffAuthRoutes = () => passwordAccountRoutes(STAFF_ACCOUNT);
export const departmentAuthRoutes = () => passwordAccountRoutes(DEPARTMENT_ACCOUNT);
export const hospitalAuthRoutes = () => passwordAccountRoutes(HOSPITAL_ACCOUNT);
export const authorityAuthRoutes = () => passwordAccountRoutes(AUTHORITY_ACCOUNT);
export const pharmacyAuthRoutes = () => passwordAccountRoutes(PHARMACY_ACCOUNT);
