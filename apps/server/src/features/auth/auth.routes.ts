/**
 * Sign-in, "me" and sign-out for the password-based kinds of account (spec 01 and 02, section 7; the
 * partner pharmacy of docs/decisions/023-pharmacy-accounts.md).
 * Logout is GET as the spec calls it (and POST too); a forged cross-site logout only signs someone out.
 */
import type { Context } from 'hono';
import type { z } from 'zod';
import type { Endpoint } from '@saude/shared/contract/endpoint';
import {
  authorityAccountEndpoints,
  departmentAccountEndpoints,
  hospitalAccountEndpoints,
  patientAccountEndpoints,
  pharmacyAccountEndpoints,
  staffAccountEndpoints,
} from '@saude/shared/contract/auth';
import type { cpfLoginSchema, usernameLoginSchema } from '@saude/shared/schemas/auth';
import type { AppEnv } from '../../http/context';
import { publicRoute, requirePermission } from '../../http/access';
import { apiRouter, on } from '../../http/endpoint';
import { endSession } from '../../http/sessions';
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

/** An endpoint answering JSON, its schema left open: each kind's own is checked by the contract. */
type JsonEndpoint = Endpoint & { answer: { kind: 'json'; schema: z.ZodType } };

/** The four endpoints every kind of password account has (passwordAccountEndpoints in the contract). */
type AccountEndpoints = {
  login: JsonEndpoint & { body: typeof cpfLoginSchema | typeof usernameLoginSchema };
  me: JsonEndpoint;
  logout: JsonEndpoint;
  logoutByPost: JsonEndpoint;
};

/** POST /login, GET /me and GET|POST /logout of one kind of password account. */
function passwordAccountRoutes<Row extends Account, User>(
  prefix: `/api/${string}`,
  api: AccountEndpoints,
  account: PasswordAccountKind<Row, User>,
) {
  const app = apiRouter(prefix);
  on(app, api.login, publicRoute(), async ({ body }, c) => {
    const row = await signIn(c, {
      kind: account.kind,
      identifier: 'cpf' in body ? body.cpf : body.username,
      password: body.password,
      find: (identifier) => account.find(c.var.deps.db, identifier),
      wrongMessage: wrongCredentialsMessage(account),
    });
    return { success: true, [account.answerKey]: account.present(row) };
  });
  on(app, api.me, requirePermission(account.session), async (_input, c) => ({
    [account.answerKey]: await ownAccount(c.var, account),
  }));
  // A forged cross-site logout only signs someone out; the spec calls it with GET.
  const logout = async (_input: unknown, c: Context<AppEnv>) => {
    await endSession(c, account.kind);
    await recordAudit(c.var, { action: 'logout', targetType: account.kind });
    return { success: true };
  };
  on(app, api.logout, publicRoute(), logout);
  on(app, api.logoutByPost, publicRoute(), logout);
  return app;
}

/** /api/auth/patient, with the patient's own contact data and password besides. */
export function patientAuthRoutes() {
  const api = patientAccountEndpoints;
  const app = passwordAccountRoutes('/api/auth/patient', api, PATIENT_ACCOUNT);
  on(app, api.updateContact, requirePermission('account:update-own'), async ({ body }, c) => {
    const patient = await updateContact(c.var, body);
    return { success: true as const, patient: presentPatient(patient) };
  });
  on(app, api.changePassword, requirePermission('account:update-own'), async ({ body }, c) => {
    await changePassword(c.var, body);
    return { success: true as const };
  });
  return app;
}

export const staffAuthRoutes = () =>
  passwordAccountRoutes('/api/auth/staff', staffAccountEndpoints, STAFF_ACCOUNT);
export const departmentAuthRoutes = () =>
  passwordAccountRoutes('/api/health-department', departmentAccountEndpoints, DEPARTMENT_ACCOUNT);
export const hospitalAuthRoutes = () =>
  passwordAccountRoutes('/api/hospital', hospitalAccountEndpoints, HOSPITAL_ACCOUNT);
export const authorityAuthRoutes = () =>
  passwordAccountRoutes('/api/public-authority', authorityAccountEndpoints, AUTHORITY_ACCOUNT);
export const pharmacyAuthRoutes = () =>
  passwordAccountRoutes('/api/pharmacy', pharmacyAccountEndpoints, PHARMACY_ACCOUNT);
