import { ChartColumn } from 'lucide-react';
import { AreaPlaceholder } from '@/components/layout/area-placeholder';
import { useAreaContext } from '@/features/session';

/** '/admin' (spec 02 section 2): the health department's administration panel. */
export default function AdminPage() {
  const { viewer } = useAreaContext();
  return (
    <>
      <p className="text-lg text-slate-800">
        Olá, <span className="font-semibold">{viewer.name}</span>
      </p>
      <AreaPlaceholder icon={ChartColumn} title="Visão geral">
        Indicadores de funcionários, pacientes, unidades e relatórios, e as ferramentas de administração,
        aparecerão aqui.
      </AreaPlaceholder>
    </>
  );
}
