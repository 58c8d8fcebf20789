import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { Role } from '@saude/shared/auth/roles';
import LandingPage from '@/features/landing/pages/landing-page';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchSession, type AccessRule, type SessionCheck } from '@/features/session';
import { RouteErrorScreen } from './errors/route-error-screen';
import { RootLayout } from './root-layout';
import type { AreaHandle } from './shell/area-handle';

/*
 * The landing page is in the first download; every other screen is fetched when first visited,
 * so visitors do not pay for the signed-in areas. The lazy modules are found by file name so that
 * the same names can say what each route needs (ROUTE_NEEDS): the boot starts those downloads at
 * once, and the build lists them in each route's HTML (scripts/prerender.mjs).
 */
type PageModule = { default: ComponentType };
const code = import.meta.glob<PageModule>([
  '../features/*/pages/*-page.tsx',
  '!../features/landing/pages/landing-page.tsx',
  './shell/*-area-layout.tsx',
  './not-found-page.tsx',
]);

function load(file: string): Promise<PageModule> {
  const loader = code[file];
  if (!loader) throw new Error(`No lazy module ${file}`);
  return loader();
}
const page = (file: string) => lazy(() => load(file));

const FILES = {
  systemAccess: '../features/landing/pages/system-access-page.tsx',
  login: '../features/auth/pages/login-page.tsx',
  patientRegister: '../features/auth/pages/patient-register-page.tsx',
  passwordReset: '../features/password-reset/pages/password-reset-page.tsx',
  authCallback: '../features/auth/pages/auth-callback-page.tsx',
  profileSetup: '../features/auth/pages/profile-setup-page.tsx',
  departmentLogin: '../features/admin/pages/health-department-login-page.tsx',
  hospitalLogin: '../features/hospital/pages/hospital-login-page.tsx',
  prescriptionValidation: '../features/prescription-validation/pages/prescription-validation-page.tsx',
  vaccinationCardValidation: '../features/vaccination-card/pages/vaccination-card-validation-page.tsx',
  authorityLogin: '../features/public-authority/pages/public-authority-login-page.tsx',
  mainArea: './shell/main-area-layout.tsx',
  departmentArea: './shell/department-area-layout.tsx',
  dashboard: '../features/dashboard/pages/dashboard-page.tsx',
  appointments: '../features/appointments/pages/appointments-page.tsx',
  medicalRecords: '../features/medical-records/pages/medical-records-page.tsx',
  prescriptions: '../features/prescriptions/pages/prescriptions-page.tsx',
  reports: '../features/reports/pages/reports-page.tsx',
  vaccinationCard: '../features/vaccination-card/pages/vaccination-card-page.tsx',
  accessLog: '../features/access-log/pages/access-log-page.tsx',
  admin: '../features/admin/pages/admin-page.tsx',
  usersManagement: '../features/admin/pages/users-management-page.tsx',
  healthUnitsManagement: '../features/admin/pages/health-units-management-page.tsx',
  hospitalPanel: '../features/hospital/pages/hospital-panel-page.tsx',
  authorityAccess: '../features/public-authority/pages/public-authority-access-page.tsx',
  authorityPanel: '../features/public-authority/pages/public-authority-panel-page.tsx',
  pharmacyLogin: '../features/pharmacy/pages/pharmacy-login-page.tsx',
  pharmacyPanel: '../features/pharmacy/pages/pharmacy-panel-page.tsx',
  apiReference: '../features/api-reference/pages/api-reference-page.tsx',
  notFound: './not-found-page.tsx',
} as const;

const SystemAccessPage = page(FILES.systemAccess);
const LoginPage = page(FILES.login);
const PatientRegisterPage = page(FILES.patientRegister);
const PasswordResetPage = page(FILES.passwordReset);
const AuthCallbackPage = page(FILES.authCallback);
const ProfileSetupPage = page(FILES.profileSetup);
const HealthDepartmentLoginPage = page(FILES.departmentLogin);
const HospitalLoginPage = page(FILES.hospitalLogin);
const PrescriptionValidationPage = page(FILES.prescriptionValidation);
const VaccinationCardValidationPage = page(FILES.vaccinationCardValidation);
const PublicAuthorityLoginPage = page(FILES.authorityLogin);

const MainAreaLayout = page(FILES.mainArea);
const DepartmentAreaLayout = page(FILES.departmentArea);

const DashboardPage = page(FILES.dashboard);
const AppointmentsPage = page(FILES.appointments);
const MedicalRecordsPage = page(FILES.medicalRecords);
const PrescriptionsPage = page(FILES.prescriptions);
const ReportsPage = page(FILES.reports);
const VaccinationCardPage = page(FILES.vaccinationCard);
const AccessLogPage = page(FILES.accessLog);

const AdminPage = page(FILES.admin);
const UsersManagementPage = page(FILES.usersManagement);
const HealthUnitsManagementPage = page(FILES.healthUnitsManagement);

const HospitalPanelPage = page(FILES.hospitalPanel);
const PublicAuthorityAccessPage = page(FILES.authorityAccess);
const PublicAuthorityPanelPage = page(FILES.authorityPanel);
const PharmacyLoginPage = page(FILES.pharmacyLogin);
const PharmacyPanelPage = page(FILES.pharmacyPanel);
const ApiReferencePage = page(FILES.apiReference);
const NotFoundPage = page(FILES.notFound);

/*
 * Data a home can ask for as soon as the session answers, before its components mount; each
 * module is small and fetched at boot, while the session request runs.
 */
type DataPrefetch = (queryClient: QueryClient, search: URLSearchParams) => Promise<unknown>;
const DATA = {
  dashboard: () => import('../features/dashboard/api/prefetch-dashboard').then((m) => m.prefetchDashboard),
  hospitalPanel: () =>
    import('../features/hospital/api/prefetch-hospital-panel').then((m) => m.prefetchHospitalPanel),
  appointments: () =>
    import('../features/appointments/api/prefetch-appointments').then((m) => m.prefetchAppointments),
  medicalRecords: () =>
    import('../features/medical-records/api/prefetch-medical-records').then((m) => m.prefetchMedicalRecords),
  admin: () => import('../features/admin/api/prefetch-department-pages').then((m) => m.prefetchAdminPage),
  usersManagement: () =>
    import('../features/admin/api/prefetch-department-pages').then((m) => m.prefetchUsersManagement),
  healthUnitsManagement: () =>
    import('../features/admin/api/prefetch-department-pages').then((m) => m.prefetchHealthUnitsManagement),
  prescriptions: () =>
    import('../features/prescriptions/api/prefetch-prescriptions').then((m) => m.prefetchPrescriptions),
  reports: () => import('../features/reports/api/use-my-reports').then((m) => m.prefetchMyReports),
  accessLog: () => import('../features/access-log/api/use-access-log').then((m) => m.prefetchAccessLog),
  authorityPanel: () =>
    import('../features/public-authority/api/prefetch-authority-panel').then((m) => m.prefetchAuthorityPanel),
} satisfies Record<string, () => Promise<DataPrefetch>>;

type RouteNeeds = { code: (keyof typeof FILES)[]; session?: SessionCheck; data?: keyof typeof DATA };

/** What opening each route needs first: its code (area layout first) and the session it checks. */
const ROUTE_NEEDS: Record<string, RouteNeeds> = {
  '/': { code: [], session: 'main' },
  '/system-access': { code: ['systemAccess'], session: 'main' },
  '/login': { code: ['login'], session: 'main' },
  '/redefinir-senha': { code: ['passwordReset'] },
  '/patient-register': { code: ['patientRegister'] },
  '/auth/callback': { code: ['authCallback'] },
  '/profile-setup': { code: ['profileSetup'], session: 'main' },
  '/dashboard': { code: ['mainArea', 'dashboard'], session: 'main', data: 'dashboard' },
  '/appointments': { code: ['mainArea', 'appointments'], session: 'main', data: 'appointments' },
  '/medical-records': { code: ['mainArea', 'medicalRecords'], session: 'main', data: 'medicalRecords' },
  '/prescriptions': { code: ['mainArea', 'prescriptions'], session: 'main', data: 'prescriptions' },
  '/reports': { code: ['mainArea', 'reports'], session: 'main', data: 'reports' },
  '/carteira-de-vacinacao': { code: ['mainArea', 'vaccinationCard'], session: 'main' },
  '/quem-acessou-meus-dados': { code: ['mainArea', 'accessLog'], session: 'main', data: 'accessLog' },
  '/admin': { code: ['departmentArea', 'admin'], session: 'health_department', data: 'admin' },
  '/users-management': {
    code: ['departmentArea', 'usersManagement'],
    session: 'health_department',
    data: 'usersManagement',
  },
  '/health-units-management': {
    code: ['departmentArea', 'healthUnitsManagement'],
    session: 'health_department',
    data: 'healthUnitsManagement',
  },
  '/secsaude': { code: ['departmentLogin'] },
  '/hospital-login': { code: ['hospitalLogin'] },
  '/hospital-panel': { code: ['hospitalPanel'], session: 'hospital', data: 'hospitalPanel' },
  '/public-authority-access': { code: ['authorityAccess'] },
  '/public-authority-login': { code: ['authorityLogin'] },
  '/public-authority-panel': {
    code: ['authorityPanel'],
    session: 'public_authority',
    data: 'authorityPanel',
  },
  '/validar-receita': { code: ['prescriptionValidation'] },
  '/validar-carteira': { code: ['vaccinationCardValidation'] },
  '/farmacia-login': { code: ['pharmacyLogin'] },
  '/farmacia': { code: ['pharmacyPanel'], session: 'pharmacy' },
  '/referencia-api': { code: ['apiReference'] },
};

const needsOf = (pathname: string): RouteNeeds | undefined =>
  ROUTE_NEEDS[pathname.replace(/\/+$/, '') || '/'];

/**
 * Starts what the page at `pathname` needs at once and in parallel: its code, its session check and
 * its first data (that of the tab its address names, ?aba=), instead of one after the other as React
 * reaches each lazy component and each guard. The promise settles when all of it has arrived or failed
 * (never rejects): a failed download is left to the lazy component, which asks again and shows the
 * error screen.
 */
export function preloadRoute(pathname: string, search: string, queryClient: QueryClient): Promise<void> {
  const needs = needsOf(pathname);
  if (!needs) return Promise.resolve();
  const waits: Promise<unknown>[] = needs.code.map((name) => load(FILES[name]));
  if (needs.session) waits.push(prefetchSession(queryClient, needs.session));
  if (needs.data) {
    const params = new URLSearchParams(search);
    waits.push(DATA[needs.data]().then((prefetch: DataPrefetch) => prefetch(queryClient, params)));
  }
  return Promise.allSettled(waits).then(() => undefined);
}

/*
 * The modules the boot itself then asks for (the session calls, the data prefetch and the code it
 * starts), listed in the route's HTML too so that they come with the first scripts instead of one
 * round trip later.
 */
const SESSION_CODE = 'src/features/session/api/session-api.ts';
// The notification banner, which the first render of a signed-in page waits for (main.tsx).
const BANNER_CODE = 'src/features/pwa/components/notification-banner.tsx';
const DATA_CODE: Record<keyof typeof DATA, string[]> = {
  dashboard: ['src/features/dashboard/api/prefetch-dashboard.ts'],
  hospitalPanel: ['src/features/hospital/api/prefetch-hospital-panel.ts'],
  appointments: ['src/features/appointments/api/prefetch-appointments.ts'],
  medicalRecords: ['src/features/medical-records/api/prefetch-medical-records.ts'],
  admin: ['src/features/admin/api/prefetch-department-pages.ts'],
  usersManagement: ['src/features/admin/api/prefetch-department-pages.ts'],
  healthUnitsManagement: ['src/features/admin/api/prefetch-department-pages.ts'],
  prescriptions: ['src/features/prescriptions/api/prefetch-prescriptions.ts'],
  reports: ['src/features/reports/api/use-my-reports.ts'],
  // In the page's own chunk.
  accessLog: [],
  authorityPanel: ['src/features/public-authority/api/prefetch-authority-panel.ts'],
};

/**
 * Code a route's boot asks for only for some roles (the dashboard's homes, prefetch-dashboard.ts):
 * each role's page of the route lists its own (scripts/prerender.mjs), and the server sends a
 * session the page of its role, so a patient's home does not download the staff's and the other way
 * round.
 */
const ROLE_CODE: Partial<Record<string, Partial<Record<Role, string[]>>>> = {
  '/dashboard': {
    patient: ['src/features/patient-home/components/patient-home-body.tsx', 'src/features/messages/index.ts'],
    doctor: [
      'src/features/dashboard/components/doctor-home.tsx',
      'src/features/dashboard/api/prefetch-staff-home.ts',
    ],
    reception: [
      'src/features/dashboard/components/reception-home.tsx',
      'src/features/dashboard/api/prefetch-staff-home.ts',
    ],
    health_department: ['src/features/dashboard/components/department-home.tsx'],
  },
};

/** The source files a route loads lazily for some roles only, by role. */
export function routeRoleSourceFiles(pathname: string): Partial<Record<Role, string[]>> {
  return ROLE_CODE[pathname.replace(/\/+$/, '') || '/'] ?? {};
}

/**
 * The API requests a route's HTML can start itself, before any script: the session check of the
 * signed-in areas (for the main area, which sessions the browser holds; the others ask their own
 * profile, as the page then does).
 */
const EARLY_SESSION: Partial<Record<SessionCheck, string>> = {
  health_department: '/api/health-department/me',
  hospital: '/api/hospital/me',
  public_authority: '/api/public-authority/me',
};
/** A page of a signed-in area: the visitors' pages (the landing page, the login) check a session too. */
const signedInArea = (needs: RouteNeeds): needs is RouteNeeds & { session: SessionCheck } =>
  needs.session !== undefined && (needs.session !== 'main' || needs.code.includes('mainArea'));

export function routeEarlyRequests(pathname: string): string[] {
  const needs = needsOf(pathname);
  if (!needs || !signedInArea(needs)) return [];
  if (needs.session === 'main') return ['/api/session'];
  const url = EARLY_SESSION[needs.session];
  return url ? [url] : [];
}

/** The source files (from the app's root, e.g. 'src/app/shell/main-area-layout.tsx') a route loads lazily. */
export function routeSourceFiles(pathname: string): string[] {
  const needs = needsOf(pathname);
  if (!needs) return [];
  return [
    ...needs.code.map((name) =>
      FILES[name].startsWith('../') ? `src/${FILES[name].slice(3)}` : `src/app/${FILES[name].slice(2)}`,
    ),
    // Not on the visitors' pages (the landing page, the login): rendered ahead, they ask no session.
    ...(signedInArea(needs) ? [SESSION_CODE, BANNER_CODE] : []),
    ...(needs.data ? DATA_CODE[needs.data] : []),
  ];
}

function area(title: AreaHandle['title'], allow: AccessRule['allow'], anonymous: string): AreaHandle {
  return { title, access: { allow, anonymous, denied: '/dashboard' } };
}

const DEPARTMENT: readonly Role[] = ['health_department'];

/**
 * All 20 routes of the spec (none has parameters), plus the password reset page (decision 017), the
 * prescription validation page (decision 006), the API reference (decision 030) and a not-found page.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/system-access', element: <SystemAccessPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/redefinir-senha', element: <PasswordResetPage /> },
      { path: '/patient-register', element: <PatientRegisterPage /> },
      { path: '/auth/callback', element: <AuthCallbackPage /> },
      { path: '/profile-setup', element: <ProfileSetupPage /> },
      {
        element: <MainAreaLayout />,
        children: [
          { path: '/dashboard', element: <DashboardPage />, handle: area('Painel', 'profile', '/login') },
          {
            path: '/appointments',
            element: <AppointmentsPage />,
            handle: area('Consultas', ['patient', 'doctor', 'reception', 'health_department'], '/'),
          },
          {
            path: '/medical-records',
            element: <MedicalRecordsPage />,
            handle: area('Prontuário Médico', ['patient', 'doctor'], '/'),
          },
          {
            path: '/prescriptions',
            element: <PrescriptionsPage />,
            handle: area(
              (v) => (v.role === 'doctor' ? 'Receitas Emitidas' : 'Minhas Receitas'),
              ['patient', 'doctor'],
              '/',
            ),
          },
          {
            path: '/reports',
            element: <ReportsPage />,
            handle: area('Relatórios Ambientais', ['patient'], '/login'),
          },
          {
            path: '/carteira-de-vacinacao',
            element: <VaccinationCardPage />,
            handle: area('Carteira de vacinação', ['patient'], '/login'),
          },
          {
            path: '/quem-acessou-meus-dados',
            element: <AccessLogPage />,
            handle: area('Quem acessou meus dados', ['patient'], '/login'),
          },
        ],
      },
      {
        element: <DepartmentAreaLayout />,
        children: [
          {
            path: '/admin',
            element: <AdminPage />,
            handle: area('Painel de Administração - Secretaria de Saúde', DEPARTMENT, '/secsaude'),
          },
          {
            path: '/users-management',
            element: <UsersManagementPage />,
            handle: area('Gerenciamento de Usuários', DEPARTMENT, '/'),
          },
          {
            path: '/health-units-management',
            element: <HealthUnitsManagementPage />,
            handle: area('Gerenciamento de Unidades de Saúde', DEPARTMENT, '/secsaude'),
          },
        ],
      },
      { path: '/secsaude', element: <HealthDepartmentLoginPage /> },
      { path: '/hospital-login', element: <HospitalLoginPage /> },
      { path: '/hospital-panel', element: <HospitalPanelPage /> },
      { path: '/public-authority-access', element: <PublicAuthorityAccessPage /> },
      { path: '/public-authority-login', element: <PublicAuthorityLoginPage /> },
      { path: '/public-authority-panel', element: <PublicAuthorityPanelPage /> },
      { path: '/validar-receita', element: <PrescriptionValidationPage /> },
      { path: '/validar-carteira', element: <VaccinationCardValidationPage /> },
      { path: '/farmacia-login', element: <PharmacyLoginPage /> },
      { path: '/farmacia', element: <PharmacyPanelPage /> },
      { path: '/referencia-api', element: <ApiReferencePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
