/** The app's 20 routes (spec 02 section 2, full route table). None has parameters. */
export const APP_ROUTES = [
  '/',
  '/system-access',
  '/login',
  '/patient-register',
  '/auth/callback',
  '/profile-setup',
  '/dashboard',
  '/appointments',
  '/medical-records',
  '/prescriptions',
  '/reports',
  '/admin',
  '/public-authority-access',
  '/public-authority-login',
  '/public-authority-panel',
  '/hospital-login',
  '/hospital-panel',
  '/users-management',
  '/health-units-management',
  '/secsaude',
] as const;
export type AppRoute = (typeof APP_ROUTES)[number];

/**
 * Routes beyond the spec's table: the public page a pharmacy opens from a prescription's QR code
 * (docs/decisions/006-verifiable-prescriptions.md), the password reset that the reset e-mail
 * links to (docs/decisions/017-a-way-back-in.md), and the partner pharmacy's sign-in and counter
 * (docs/decisions/023-pharmacy-accounts.md), and the API reference (docs/decisions/030-one-endpoint-contract.md).
 */
export const EXTRA_ROUTES = [
  '/validar-receita',
  '/redefinir-senha',
  '/farmacia-login',
  '/farmacia',
  '/referencia-api',
  '/quem-acessou-meus-dados',
  '/carteira-de-vacinacao',
  '/validar-carteira',
] as const;
