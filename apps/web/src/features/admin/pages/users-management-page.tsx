import { Users } from 'lucide-react';
import { AreaPlaceholder } from '@/components/layout/area-placeholder';

/** '/users-management' (spec 02 section 2). */
export default function UsersManagementPage() {
  return (
    <AreaPlaceholder icon={Users} title="Funcionários, Pacientes e Órgãos Públicos">
      A busca, o cadastro e a ativação de usuários aparecerão aqui.
    </AreaPlaceholder>
  );
}
