import { Pill } from 'lucide-react';
import { AreaPlaceholder } from '@/components/layout/area-placeholder';
import { useAreaContext } from '@/features/session';

/** '/prescriptions' (spec 01 section 2): patient ('Minhas Receitas') or doctor ('Receitas Emitidas'). */
export default function PrescriptionsPage() {
  const { viewer } = useAreaContext();
  return (
    <AreaPlaceholder icon={Pill} title={viewer.role === 'doctor' ? 'Receitas emitidas' : 'Suas receitas'}>
      As receitas digitais com QR Code para validação na farmácia aparecerão aqui.
    </AreaPlaceholder>
  );
}
