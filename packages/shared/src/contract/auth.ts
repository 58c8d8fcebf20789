/**
 * Accounts and sign-in (docs/decisions/030-one-endpoint-contract.md): the password accounts' sign-in,
 * "me" and sign-out, the patient's own account, sign-in with Google and the general profile, and a
 * forgotten password (decision 017).
 */
import { z } from 'zod';
import { endpoint, json } from './endpoint';
import {
  cpfLoginSchema,
  createdProfileSchema,
  googleRedirectSchema,
  healthDepartmentUserSchema,
  hospitalUserSchema,
  passwordChangeSchema,
  patientProfileSchema,
  profileSetupSchema,
  publicAuthorityUserSchema,
  sessionExchangeSchema,
  sessionsAnswerSchema,
  staffUserSchema,
  successSchema,
  usernameLoginSchema,
  usersMeSchema,
} from '../schemas/auth';
import { pharmacyUserSchema } from '../schemas/pharmacies';
import { patientContactUpdateResultSchema, patientContactUpdateSchema } from '../schemas/registration';
import {
  issueResetCodeSchema,
  issuedResetCodeSchema,
  requestResetEmailAnswerSchema,
  requestResetEmailSchema,
  resetPasswordAnswerSchema,
  resetPasswordSchema,
} from '../schemas/password-reset';

const tag = 'Contas e acesso';

/** A path below an account's prefix (a generic template alone does not keep the `/api/` shape). */
const under = <P extends `/api/${string}`, S extends string>(prefix: P, rest: S) =>
  `${prefix}/${rest}` as `${P}/${S}` & `/api/${string}`;

/**
 * POST /login, GET /me and GET|POST /logout of one kind of password account, under its prefix. The
 * account is answered under `key`: `patient` for patients, `user` for the others.
 */
function passwordAccountEndpoints<
  const P extends `/api/${string}`,
  const K extends 'patient' | 'user',
  U extends z.ZodType,
  L extends typeof cpfLoginSchema | typeof usernameLoginSchema,
>(prefix: P, account: { who: string; key: K; user: U; login: L }) {
  const { who, key, user, login } = account;
  const withAccount = { [key]: user } as { [k in K]: U };
  return {
    login: endpoint({
      method: 'POST',
      path: under(prefix, 'login'),
      summary: `Entra ${login === cpfLoginSchema ? 'com CPF e senha' : 'com usuário e senha'} (${who})`,
      tag,
      body: login,
      answer: json(z.strictObject({ success: z.literal(true), ...withAccount })),
    }),
    me: endpoint({
      method: 'GET',
      path: under(prefix, 'me'),
      summary: `A conta da sessão (${who})`,
      tag,
      answer: json(z.strictObject(withAccount)),
    }),
    // The spec calls sign-out with GET; POST is served too.
    logout: endpoint({
      method: 'GET',
      path: under(prefix, 'logout'),
      summary: `Sai da sessão (${who})`,
      tag,
      answer: json(successSchema),
    }),
    logoutByPost: endpoint({
      method: 'POST',
      path: under(prefix, 'logout'),
      summary: `Sai da sessão (${who})`,
      tag,
      answer: json(successSchema),
    }),
  };
}

export const patientAccountEndpoints = {
  ...passwordAccountEndpoints('/api/auth/patient', {
    who: 'paciente',
    key: 'patient',
    user: patientProfileSchema,
    login: cpfLoginSchema,
  }),
  updateContact: endpoint({
    method: 'PATCH',
    path: '/api/auth/patient/me',
    summary: 'O paciente atualiza seus dados de contato e endereço',
    tag,
    body: patientContactUpdateSchema,
    answer: json(patientContactUpdateResultSchema),
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/api/auth/patient/password',
    summary: 'O paciente troca a senha (as outras sessões da conta terminam)',
    tag,
    body: passwordChangeSchema,
    answer: json(successSchema),
  }),
};

export const staffAccountEndpoints = passwordAccountEndpoints('/api/auth/staff', {
  who: 'funcionário',
  key: 'user',
  user: staffUserSchema,
  login: cpfLoginSchema,
});

export const departmentAccountEndpoints = passwordAccountEndpoints('/api/health-department', {
  who: 'secretaria de saúde',
  key: 'user',
  user: healthDepartmentUserSchema,
  login: usernameLoginSchema,
});

export const hospitalAccountEndpoints = passwordAccountEndpoints('/api/hospital', {
  who: 'unidade de saúde',
  key: 'user',
  user: hospitalUserSchema,
  login: usernameLoginSchema,
});

export const authorityAccountEndpoints = passwordAccountEndpoints('/api/public-authority', {
  who: 'autoridade pública',
  key: 'user',
  user: publicAuthorityUserSchema,
  login: usernameLoginSchema,
});

export const pharmacyAccountEndpoints = passwordAccountEndpoints('/api/pharmacy', {
  who: 'farmácia parceira',
  key: 'user',
  user: pharmacyUserSchema,
  login: usernameLoginSchema,
});

/** Sign-in with Google, the sessions a browser holds and the general profile (spec 01 sections 2, 5, 7). */
export const userEndpoints = {
  googleRedirect: endpoint({
    method: 'GET',
    path: '/api/oauth/google/redirect_url',
    summary: 'Começa o login com Google: o endereço para onde o navegador vai',
    tag,
    answer: json(googleRedirectSchema),
  }),
  exchange: endpoint({
    method: 'POST',
    path: '/api/sessions',
    summary: 'Troca o código do Google pela sessão',
    tag,
    body: sessionExchangeSchema,
    answer: json(successSchema),
  }),
  sessions: endpoint({
    method: 'GET',
    path: '/api/session',
    summary: 'As sessões que este navegador tem (sempre 200, também para visitantes)',
    tag,
    answer: json(sessionsAnswerSchema),
  }),
  me: endpoint({
    method: 'GET',
    path: '/api/users/me',
    summary: 'O perfil geral de quem está na sessão, ou a identidade Google ainda sem perfil',
    tag,
    answer: json(usersMeSchema),
  }),
  createProfile: endpoint({
    method: 'POST',
    path: '/api/users/profile',
    summary: 'Cria o perfil (paciente ou funcionário) de quem entrou com Google',
    tag,
    body: profileSetupSchema,
    answer: json(createdProfileSchema, 201),
  }),
  logout: endpoint({
    method: 'GET',
    path: '/api/logout',
    summary: 'Sai da sessão do login com Google',
    tag,
    answer: json(successSchema),
  }),
  logoutByPost: endpoint({
    method: 'POST',
    path: '/api/logout',
    summary: 'Sai da sessão do login com Google',
    tag,
    answer: json(successSchema),
  }),
};

/** A forgotten password (decision 017): a code at the counter or by e-mail, then the new password. */
export const passwordResetEndpoints = {
  issueCode: endpoint({
    method: 'POST',
    path: '/api/password-reset/codes',
    summary: 'A recepção gera um código de uso único para quem mostrou um documento com foto',
    tag: 'Recuperação de senha',
    body: issueResetCodeSchema,
    answer: json(issuedResetCodeSchema, 201),
  }),
  requestEmail: endpoint({
    method: 'POST',
    path: '/api/password-reset/email',
    summary: 'Pede um código por e-mail (a mesma resposta, tenha a conta e-mail ou não)',
    tag: 'Recuperação de senha',
    body: requestResetEmailSchema,
    answer: json(requestResetEmailAnswerSchema, 202),
  }),
  reset: endpoint({
    method: 'POST',
    path: '/api/password-reset',
    summary: 'Define uma nova senha com o código',
    tag: 'Recuperação de senha',
    body: resetPasswordSchema,
    answer: json(resetPasswordAnswerSchema),
  }),
};
