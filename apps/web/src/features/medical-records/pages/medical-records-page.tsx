import { ClipboardList } from 'lucide-react';
import { AreaPlaceholder } from '@/components/layout/area-placeholder';

/** '/medical-records' (spec 01 section 2): patients and doctors only. */
export default function MedicalRecordsPage() {
  return (
    <AreaPlaceholder icon={ClipboardList} title="Consultas, Vacinas e Exames">
      Os registros de consultas, vacinas e exames aparecerão aqui. Estas informações são confidenciais.
    </AreaPlaceholder>
  );
}
