import type { IconComponent } from '@/components/icons';
import {
  Building,
  Bug,
  CalendarDays,
  ChartColumn,
  ClipboardList,
  LayoutDashboard,
  Pill,
  Users,
} from '@/components/icons';
import type { Role } from '@saude/shared/auth/roles';

export type NavItem = { to: string; label: string; icon: IconComponent };

const DASHBOARD: NavItem = { to: '/dashboard', label: 'Painel', icon: LayoutDashboard };
const APPOINTMENTS: NavItem = { to: '/appointments', label: 'Consultas', icon: CalendarDays };
const RECORDS: NavItem = { to: '/medical-records', label: 'Prontuário', icon: ClipboardList };
const PRESCRIPTIONS: NavItem = { to: '/prescriptions', label: 'Receitas', icon: Pill };
const REPORTS: NavItem = { to: '/reports', label: 'Foco de Mosquito', icon: Bug };
const USERS: NavItem = { to: '/users-management', label: 'Usuários', icon: Users };
const UNITS: NavItem = { to: '/health-units-management', label: 'Unidades de Saúde', icon: Building };
const ANALYTICS: NavItem = { to: '/admin', label: 'Relatórios & Analytics', icon: ChartColumn };

/** The side menu of spec 01 section 2: everyone gets the dashboard, then entries by role. */
const BY_ROLE: Partial<Record<Role, NavItem[]>> = {
  patient: [APPOINTMENTS, RECORDS, PRESCRIPTIONS, REPORTS],
  doctor: [APPOINTMENTS, RECORDS, PRESCRIPTIONS],
  reception: [APPOINTMENTS],
  health_department: [USERS, UNITS, ANALYTICS],
};

export function navItemsFor(role: Role | null): NavItem[] {
  return [DASHBOARD, ...((role && BY_ROLE[role]) ?? [])];
}
