/**
 * The tabs of /admin: the spec's nine (spec 02 section 2) plus the partner pharmacies (decision 023),
 * analytics ('Relatórios & Analytics' in the menu) and the LGPD access trail. A tab bar on wide screens, a dropdown on small ones.
 */
import * as Tabs from '@radix-ui/react-tabs';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/cn';

export const ADMIN_TABS = [
  { value: 'overview', label: 'Visão Geral' },
  { value: 'staff', label: 'Funcionários' },
  { value: 'patients', label: 'Pacientes' },
  { value: 'health-units', label: 'Unidades de Saúde' },
  { value: 'hospital-admins', label: 'Administradores' },
  { value: 'public-authorities', label: 'Órgãos Públicos' },
  { value: 'pharmacies', label: 'Farmácias' },
  { value: 'reports', label: 'Relatórios' },
  { value: 'messages', label: 'Mensagens' },
  { value: 'medical-data', label: 'Dados Médicos' },
  { value: 'analytics', label: 'Analytics' },
  { value: 'audit-trail', label: 'Trilha de Acesso' },
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number]['value'];

/** 'Dados Médicos' has tabs of its own, in the address too: '?aba=medical-data&dados=vacinas'. */
export const MEDICAL_DATA_TAB_PARAM = 'dados';
export const MEDICAL_DATA_TABS = ['receitas', 'prontuarios', 'vacinas', 'exames'] as const;

type AdminTabListProps = {
  value: AdminTab;
  onChange: (tab: AdminTab) => void;
  /** A tab pointed at or focused, before it is chosen. */
  onIntent?: (tab: AdminTab) => void;
};

export function AdminTabList({ value, onChange, onIntent }: AdminTabListProps) {
  return (
    <>
      <div className="lg:hidden">
        <label htmlFor="admin-secao" className="mb-1 block text-sm font-medium text-slate-800">
          Seção
        </label>
        <NativeSelect id="admin-secao" value={value} onChange={(e) => onChange(e.target.value as AdminTab)}>
          {ADMIN_TABS.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Tabs.List
        aria-label="Seções do painel"
        className="hidden flex-wrap gap-1 rounded-xl border border-slate-200 bg-white p-1 lg:flex"
      >
        {ADMIN_TABS.map((t) => (
          <Tabs.Trigger
            key={t.value}
            value={t.value}
            onPointerEnter={() => onIntent?.(t.value)}
            onFocus={() => onIntent?.(t.value)}
            className={cn(
              'rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100',
              'focus-visible:outline-2 focus-visible:outline-teal-700',
              'data-[state=active]:bg-teal-700 data-[state=active]:text-white',
            )}
          >
            {t.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
    </>
  );
}
