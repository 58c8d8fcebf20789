/**
 * Sign-in, "me" and sign-out for the password-based kinds of account (spec 01 and 02, section 7; the
 * partner pharmacy of docs/decisions/023-pharmacy-accounts.md).
 * Logout is GET as the spec calls it (and POST too); a forged cross-site logout only signs someone out.
 */
import { Hono, type Context } from 'hono';
import { cpfLoginSchema, passwordChangeSchema, usernameLoginSchema } from '@saude/shared/schemas/auth';
import { patientContactUpdateSchema } from '@saude/shared/schemas/registration';
import type { PrincipalKind } from '@saude/shared/auth/roles';
import type { AppEnv } from '../../http/context';
import { publicRoute, requirePermission } from '../../http/access';
import { notFound } from '../../lib/errors';
import { endSession } from '../../http/sessions';
import { readJson } from '../../http/validate';
import { recordAudit } from '../audit/audit.service';
import { authRepository } from './auth.repository';
import { WRONG_CPF_CREDENTIALS, WRONG_CREDENTIALS } from './auth.service';
import { signIn } from './sign-in-http';
import { changePassword, updateContact } from './patient-account.service';
import {
  presentAuthority,
  presentDepartment,
  presentHospital,
  presentPatient,
  presentPharmacy,
  presentStaff,
} from './auth.presenters';

const repo = (c: Context<AppEnv>) => authRepository(c.var.deps.db);

function logoutHandler(kind: PrincipalKind) {
  return async (c: Context<AppEnv>) => {
    await endSession(c, kind);
    await recordAudit(c.var, { action: 'logout', targetType: kind });
    return c.json({ success: true });
  };
}

function withLogout(app: Hono<AppEnv>, kind: PrincipalKind): Hono<AppEnv> {
  app.get('/logout', publicRoute(), logoutHandler(kind));
  app.post('/logout', publicRoute(), logoutHandler(kind));
  return app;
}

export function patientAuthRoutes() {
  const app = new Hono<AppEnv>();
  app.post('/login', publicRoute(), async (c) => {
    const body = await readJson(c, cpfLoginSchema);
    const patient = await signIn(c, {
      kind: 'patient',
      identifier: body.cpf,
      password: body.password,
      find: (cpf) => repo(c).patientByCpf(cpf),
      wrongMessage: WRONG_CPF_CREDENTIALS,
    });
    return c.json({ success: true, patient: presentPatient(patient) });
  });
  app.get('/me', requirePermission('session:patient'), async (c) => {
    const patient = await repo(c).patientById(c.var.principal.patientId ?? -1);
    if (!patient) throw notFound();
    return c.json({ patient: presentPatient(patient) });
  });
  app.patch('/me', requirePermission('account:update-own'), async (c) => {
    const input = await readJson(c, patientContactUpdateSchema);
    const patient = await updateContact(c.var.deps.db, c.var.principal, input);
    await recordAudit(c.var, {
      actor: c.var.principal,
      action: 'patient.contact.updated',
      targetType: 'patient',
      targetId: patient.id,
    });
    return c.json({ success: true, patient: presentPatient(patient) });
  });
  app.post('/password', requirePermission('account:update-own'), async (c) => {
    const input = await readJson(c, passwordChangeSchema);
    try {
      await changePassword(c.var.deps.db, c.var.principal, input);
    } catch (err) {
      // Wrong current passwords are kept too: guessing from an open session is worth noticing.
      await recordAudit(c.var, {
        actor: c.var.principal,
        action: 'password.change.refused',
        targetType: 'patient',
      });
      throw err;
    }
    await recordAudit(c.var, {
      actor: c.var.principal,
      action: 'password.changed',
      targetType: 'patient',
      targetId: c.var.principal.patientId,
    });
    return c.json({ success: true });
  });
  return withLogout(app, 'patient');
}

export function staffAuthRoutes() {
  const app = new Hono<AppEnv>();
  app.post('/login', publicRoute(), async (c) => {
    const body = await readJson(c, cpfLoginSchema);
    const staff = await signIn(c, {
      kind: 'staff',
      identifier: body.cpf,
      password: body.password,
      find: (cpf) => repo(c).staffByCpf(cpf),
      wrongMessage: WRONG_CPF_CREDENTIALS,
    });
    return c.json({ success: true, user: presentStaff(staff) });
  });
  app.get('/me', requirePermission('session:staff'), async (c) => {
    const staff = await repo(c).staffById(c.var.principal.staffId ?? -1);
    if (!staff) throw notFound();
    return c.json({ user: presentStaff(staff) });
  });
  return withLogout(app, 'staff');
}

export function departmentAuthRoutes() {
  const app = new Hono<AppEnv>();
  app.post('/login', publicRoute(), async (c) => {
    const body = await readJson(c, usernameLoginSchema);
    const account = await signIn(c, {
      kind: 'health_department',
      identifier: body.username,
      password: body.password,
      find: (username) => repo(c).departmentByUsername(username),
      wrongMessage: WRONG_CREDENTIALS,
    });
    return c.json({ success: true, user: presentDepartment(account) });
  });
  // A department member signed in as staff (CPF) is a department user too (spec 02 section 6).
  app.get('/me', requirePermission('session:health_department'), async (c) => {
    const p = c.var.principal;
    if (p.kind === 'health_department') {
      const account = await repo(c).departmentById(p.id);
      if (!account) throw notFound();
      return c.json({ user: presentDepartment(account) });
    }
    const staff = await repo(c).staffById(p.staffId ?? -1);
    if (!staff) throw notFound();
    const user = presentStaff(staff);
    return c.json({
      user: {
        id: user.id,
        username: user.cpf ?? '',
        full_name: user.full_name,
        is_active: user.is_active,
        created_at: user.created_at,
        updated_at: user.updated_at,
      },
    });
  });
  return withLogout(app, 'health_department');
}

export function hospitalAuthRoutes() {
  const app = new Hono<AppEnv>();
  app.post('/login', publicRoute(), async (c) => {
    const body = await readJson(c, usernameLoginSchema);
    const admin = await signIn(c, {
      kind: 'hospital',
      identifier: body.username,
      password: body.password,
      find: (username) => repo(c).hospitalByUsername(username),
      wrongMessage: WRONG_CREDENTIALS,
    });
    return c.json({ success: true, user: presentHospital(admin) });
  });
  app.get('/me', requirePermission('session:hospital'), async (c) => {
    const admin = await repo(c).hospitalById(c.var.principal.id);
    if (!admin) throw notFound();
    return c.json({ user: presentHospital(admin) });
  });
  return withLogout(app, 'hospital');
}

export function authorityAuthRoutes() {
  const app = new Hono<AppEnv>();
  app.post('/login', publicRoute(), async (c) => {
    const body = await readJson(c, usernameLoginSchema);
    const authority = await signIn(c, {
      kind: 'public_authority',
      identifier: body.username,
      password: body.password,
      find: (username) => repo(c).authorityByUsername(username),
      wrongMessage: WRONG_CREDENTIALS,
    });
    return c.json({ success: true, user: presentAuthority(authority) });
  });
  app.get('/me', requirePermission('session:public_authority'), async (c) => {
    const authority = await repo(c).authorityById(c.var.principal.id);
    if (!authority) throw notFound();
    return c.json({ user: presentAuthority(authority) });
  });
  return withLogout(app, 'public_authority');
}

/** /api/pharmacy: a partner pharmacy's sign-in (decision 023), the same shape as the units'. */
export function pharmacyAuthRoutes() {
  const app = new Hono<AppEnv>();
  app.post('/login', publicRoute(), async (c) => {
    const body = await readJson(c, usernameLoginSchema);
    const pharmacy = await signIn(c, {
      kind: 'pharmacy',
      identifier: body.username,
      password: body.password,
      find: (username) => repo(c).pharmacyByUsername(username),
      wrongMessage: WRONG_CREDENTIALS,
    });
    return c.json({ success: true, user: presentPharmacy(pharmacy) });
  });
  app.get('/me', requirePermission('session:pharmacy'), async (c) => {
    const pharmacy = await repo(c).pharmacyById(c.var.principal.id);
    if (!pharmacy) throw notFound();
    return c.json({ user: presentPharmacy(pharmacy) });
  });
  return withLogout(app, 'pharmacy');
}
