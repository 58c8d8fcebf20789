import { Bug } from 'lucide-react';
import { AreaPlaceholder } from '@/components/layout/area-placeholder';

/** '/reports' ('Relatórios Ambientais', spec 01 section 2): patients only. */
export default function ReportsPage() {
  return (
    <AreaPlaceholder icon={Bug} title="Meus Relatórios">
      Seus relatórios de focos de mosquito e acúmulo de lixo, com foto e localização, aparecerão aqui.
    </AreaPlaceholder>
  );
}
