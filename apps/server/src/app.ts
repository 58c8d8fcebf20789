/** Builds the Hono app: middleware, then one sub-app per feature under /api, then the web app. */
import { Hono } from 'hono';
import type { DemoAccounts } from '@saude/shared/schemas/auth';
import type { AppDeps, AppEnv } from './http/context';
import { handleError } from './http/errors';
import { limitBody, rejectCrossSite, requestContext, securityHeaders } from './http/middleware';
import { mountWebApp } from './http/static';
import { publicRoute } from './http/access';
import { createOidcClient } from './integrations/google-oidc';
import {
  authorityAuthRoutes,
  departmentAuthRoutes,
  hospitalAuthRoutes,
  patientAuthRoutes,
  pharmacyAuthRoutes,
  staffAuthRoutes,
} from './features/auth/auth.routes';
import {
  externalLogoutRoutes,
  oauthRoutes,
  sessionExchangeRoutes,
  sessionRoutes,
  usersRoutes,
} from './features/users/users.routes';
import { staffRoutes } from './features/staff/staff.routes';
import { healthRoutes, publicConfigRoutes } from './features/system/system.routes';
import { healthUnitsRoutes } from './features/health-units/health-units.routes';
import { healthCardRoutes } from './features/health/health.routes';
import { medicalRecordsRoutes } from './features/medical-records/medical-records.routes';
import { fhirRoutes } from './features/fhir/fhir.routes';
import { myDataRoutes, vaccinationCardRoutes } from './features/data-export/data-export.routes';
import { patientsRoutes } from './features/patients/patients.routes';
import { medicationsRoutes } from './features/medications/medications.routes';
import { cid10Routes } from './features/cid10/cid10.routes';
import { prescriptionsRoutes } from './features/prescriptions/prescriptions.routes';
import { appointmentRequestsRoutes } from './features/appointment-requests/appointment-requests.routes';
import { appointmentsRoutes } from './features/appointments/appointments.routes';
import { hospitalRoutes } from './features/hospital/hospital.routes';
import { registrationRoutes } from './features/registration/registration.routes';
import { lookupsRoutes } from './features/lookups/lookups.routes';
import { messagesRoutes } from './features/messages/messages.routes';
import { reportsRoutes } from './features/reports/reports.routes';
import { filesRoutes } from './features/files/files.routes';
import {
  authorityProvisionalPatientsRoutes,
  provisionalPatientsRoutes,
} from './features/provisional-patients/provisional-patients.routes';
import { adminRoutes } from './features/admin/admin.routes';
import { analyticsRoutes } from './features/analytics/analytics.routes';
import { auditRoutes } from './features/audit/audit.routes';
import { accessLogRoutes } from './features/audit/access-log.routes';
import { authorityPanelRoutes } from './features/authority-panel/authority-panel.routes';
import { updatesRoutes } from './features/updates/updates.routes';
import { pushRoutes } from './features/push';
import { passwordResetRoutes } from './features/password-reset/password-reset.routes';
import { createMailer } from './integrations/mailer';
import { apiReferenceRoutes } from './features/api-reference/api-reference.routes';

export type AppOptions = {
  /** Folder of the built web app; when absent only the API is served. */
  webDist?: string;
  /** Demo accounts shown on the access pages, only in demo mode. */
  demoAccounts?: () => DemoAccounts | null;
};

/** JSON bodies are small; photos (base64 data URLs up to 5 MB) need a little more than 5 MB. */
const MAX_BODY_BYTES = 8 * 1024 * 1024;

export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const { config } = deps;
  const oidc = config.google
    ? createOidcClient({
        issuer: config.google.issuer,
        clientId: config.google.clientId,
        clientSecret: config.google.clientSecret,
        redirectUri: `${config.publicUrl}/auth/callback`,
        fetch: deps.fetch,
      })
    : null;

  const mailer = createMailer(config.smtp);

  const app = new Hono<AppEnv>();
  app.use('*', requestContext(deps));
  app.use('*', securityHeaders(config.secureCookies));
  app.use('/api/*', rejectCrossSite(config.publicUrl));
  app.use('/api/*', limitBody(MAX_BODY_BYTES));

  const api = new Hono<AppEnv>();
  api.route('/health', healthRoutes());
  api.route('/public', publicConfigRoutes(options.demoAccounts ?? (() => null)));
  api.route('/auth/patient', patientAuthRoutes());
  api.route('/auth/staff', staffAuthRoutes());
  api.route('/health-department', departmentAuthRoutes());
  api.route('/hospital', hospitalAuthRoutes());
  api.route('/public-authority', authorityAuthRoutes());
  api.route('/pharmacy', pharmacyAuthRoutes());
  api.route('/oauth', oauthRoutes(oidc));
  api.route('/sessions', sessionExchangeRoutes(oidc));
  api.route('/session', sessionRoutes());
  api.route('/users', usersRoutes());
  api.route('/logout', externalLogoutRoutes());
  api.route('/staff', staffRoutes());
  api.route('/health-units', healthUnitsRoutes());
  api.route('/health', healthCardRoutes());
  api.route('/medical-records', medicalRecordsRoutes());
  api.route('/fhir', fhirRoutes());
  api.route('/me/access-log', accessLogRoutes());
  api.route('/me', myDataRoutes());
  api.route('/vaccination-card', vaccinationCardRoutes());
  api.route('/patients', patientsRoutes());
  api.route('/medications', medicationsRoutes());
  api.route('/cid10', cid10Routes());
  api.route('/prescriptions', prescriptionsRoutes());
  api.route('/appointment-requests', appointmentRequestsRoutes());
  api.route('/appointments', appointmentsRoutes());
  api.route('/hospital', hospitalRoutes());
  api.route('/auth/patient', registrationRoutes());
  api.route('/lookup', lookupsRoutes());
  api.route('/messages', messagesRoutes());
  api.route('/reports', reportsRoutes());
  api.route('/files', filesRoutes());
  api.route('/provisional-patients', provisionalPatientsRoutes());
  api.route('/public-authority/provisional-patients', authorityProvisionalPatientsRoutes());
  api.route('/public-authority/summary', authorityPanelRoutes());
  api.route('/admin/analytics', analyticsRoutes());
  api.route('/admin/audit-events', auditRoutes());
  api.route('/admin', adminRoutes());
  api.route('/updates', updatesRoutes());
  api.route('/push', pushRoutes());
  api.route('/password-reset', passwordResetRoutes(mailer));
  api.route(
    '/openapi.json',
    apiReferenceRoutes(() => app.routes),
  );
  api.all('*', publicRoute(), (c) => c.json({ error: 'Rota não encontrada' }, 404));
  app.route('/api', api);

  if (options.webDist) mountWebApp(app, options.webDist);
  app.notFound((c) => c.json({ error: 'Não encontrado' }, 404));
  app.onError(handleError);
  return app;
}
export type App = ReturnType<typeof createApp>;
