import { Building } from 'lucide-react';
import { AreaPlaceholder } from '@/components/layout/area-placeholder';

/** '/health-units-management' (spec 02 section 2). */
export default function HealthUnitsManagementPage() {
  return (
    <AreaPlaceholder icon={Building} title="Unidades de Saúde">
      O cadastro, a edição e a ativação de hospitais e UBS aparecerão aqui.
    </AreaPlaceholder>
  );
}
