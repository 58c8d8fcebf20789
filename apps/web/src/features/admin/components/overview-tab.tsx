import { Suspense, useState } from 'react';
import type { IconComponent } from '@/components/icons';
import {
  Building,
  FileWarning,
  MessageSquare,
  ShieldPlus,
  Stethoscope,
  UserPlus,
  Users,
} from '@/components/icons';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatCount } from '@/lib/api-list';
import { useAdminStats } from '../api/use-admin-stats';
import type { AdminTab } from './admin-tabs';
import { WipeConfirmDialog } from './lazy-form-dialogs';
import { ReportsCharts } from './reports-charts';
import { ReportsMap } from './reports-map';

export type QuickAction = 'new-staff' | 'new-patient' | 'new-unit' | 'new-admin' | 'new-authority';

type Props = { onAction: (action: QuickAction) => void; onTab: (tab: AdminTab) => void };

/** Counts, report analytics and map, quick actions and the emergency wipe. */
export function OverviewTab({ onAction, onTab }: Props) {
  const stats = useAdminStats();
  const [wiping, setWiping] = useState(false);
  const counts = stats.data?.counts;
  const tiles: { label: string; value: number | undefined; icon: IconComponent }[] = [
    { label: 'Funcionários', value: counts?.staff, icon: Stethoscope },
    { label: 'Pacientes', value: counts?.patients, icon: Users },
    { label: 'Unidades de Saúde', value: counts?.health_units, icon: Building },
    { label: 'Relatórios', value: counts?.reports, icon: FileWarning },
  ];
  const actions: { label: string; icon: IconComponent; run: () => void }[] = [
    { label: 'Novo Funcionário', icon: UserPlus, run: () => onAction('new-staff') },
    { label: 'Novo Paciente', icon: Users, run: () => onAction('new-patient') },
    { label: 'Nova Unidade', icon: Building, run: () => onAction('new-unit') },
    { label: 'Novo Administrador', icon: ShieldPlus, run: () => onAction('new-admin') },
    { label: 'Novo Órgão Público', icon: ShieldPlus, run: () => onAction('new-authority') },
    { label: 'Ver Mensagens', icon: MessageSquare, run: () => onTab('messages') },
  ];
  return (
    <div className="space-y-6">
      <section aria-label="Indicadores">
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {tiles.map(({ label, value, icon: Icon }) => (
            <li key={label}>
              <Card className="flex items-center gap-3 p-4">
                <span className="rounded-xl bg-teal-50 p-2 text-teal-800">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="min-w-0">
                  {/* A smaller figure on a phone: a city's '100.000' is wider than half its screen's tile. */}
                  <span
                    className="block text-xl font-semibold text-slate-900 tabular-nums sm:text-2xl"
                    data-testid={`contagem-${label}`}
                  >
                    {value !== undefined ? (
                      formatCount(value)
                    ) : stats.isPending ? (
                      <Spinner className="size-4" />
                    ) : (
                      '-'
                    )}
                  </span>
                  <span className="block text-sm text-slate-600">{label}</span>
                </span>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <Card>
        <CardHeader>
          <CardTitle>Ações rápidas</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {actions.map(({ label, icon: Icon, run }) => (
            <Button key={label} variant="outline" className="justify-start" onClick={run}>
              <Icon className="size-4" aria-hidden="true" /> {label}
            </Button>
          ))}
        </CardContent>
      </Card>

      {stats.data ? (
        <>
          <ReportsCharts stats={stats.data} />
          <ReportsMap />
        </>
      ) : null}

      <Card className="border-red-200 bg-red-50/50">
        <CardHeader>
          <CardTitle className="text-red-900">Área de emergência</CardTitle>
          <p className="text-sm text-red-900">
            Exclui todos os dados do sistema de forma permanente. Use apenas em caso de emergência.
          </p>
        </CardHeader>
        <CardContent>
          <Button variant="danger" onClick={() => setWiping(true)}>
            Excluir todos os dados
          </Button>
        </CardContent>
      </Card>
      <Suspense fallback={null}>
        {wiping ? <WipeConfirmDialog target="users" open onOpenChange={setWiping} /> : null}
      </Suspense>
    </div>
  );
}
