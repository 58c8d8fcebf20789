import { useState } from 'react';
import { Pencil, UserPlus } from 'lucide-react';
import type { PatientProfile } from '@saude/shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { PagedList } from '@/components/ui/paged-list';
import { PhoneNumber } from '@/components/ui/phone-number';
import { maskCpf } from '@/lib/masks';
import { useAccountList } from '../api/use-admin-accounts';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { ActiveSwitch, AdminTable, EmptyState, TabHeader, cellClass } from './admin-ui';
import { SearchField } from '@/components/ui/search-field';
import { ActiveToggles } from './active-toggles';
import { PatientCns } from './patient-cns';
import { PatientFormDialog } from './patient-form-dialog';

/** Patients tab: search by name or CPF; name, phone, CPF, SUS card, blood type, active, edit. */
export function PatientsTab() {
  const [text, setText] = useState('');
  const [editing, setEditing] = useState<PatientProfile | null>(null);
  const [open, setOpen] = useState(false);
  const list = useAccountList('patients', { q: useDebouncedValue(text) });
  const openFor = (patient: PatientProfile | null) => {
    setEditing(patient);
    setOpen(true);
  };
  return (
    <section className="space-y-4" aria-label="Pacientes">
      <TabHeader title="Pacientes">
        <SearchField id="busca-pacientes" label="Buscar por nome ou CPF" value={text} onChange={setText} />
        <Button onClick={() => openFor(null)}>
          <UserPlus className="size-4" aria-hidden="true" /> Novo Paciente
        </Button>
      </TabHeader>
      <ActiveToggles kind="patients">
        <PagedList
          list={list}
          loadingLabel="Carregando pacientes..."
          errorText="Não foi possível carregar os pacientes."
          totalText={(count, total) => `${count} ${total === 1 ? 'paciente' : 'pacientes'}`}
          empty={<EmptyState text="Nenhum paciente encontrado" />}
        >
          {(items) => (
            <AdminTable
              caption="Pacientes"
              headers={['Nome', 'Telefone', 'CPF', 'Cartão SUS', 'Tipo sanguíneo', 'Ativo', 'Ações']}
            >
              {items.map((p) => (
                <tr key={p.id}>
                  <td className={`${cellClass} font-medium`}>{p.full_name}</td>
                  <td className={cellClass}>
                    <PhoneNumber value={p.phone} fallback="-" />
                  </td>
                  <td className={`${cellClass} whitespace-nowrap`}>{p.cpf ? maskCpf(p.cpf) : '-'}</td>
                  <td className={cellClass}>
                    <PatientCns patient={p} />
                  </td>
                  <td className={cellClass}>{p.blood_type ?? '-'}</td>
                  <td className={cellClass}>
                    <ActiveSwitch id={p.id} active={p.is_active} name={p.full_name} />
                  </td>
                  <td className={cellClass}>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => openFor(p)}
                      aria-label={`Editar ${p.full_name}`}
                    >
                      <Pencil className="size-4" aria-hidden="true" /> Editar
                    </Button>
                  </td>
                </tr>
              ))}
            </AdminTable>
          )}
        </PagedList>
      </ActiveToggles>
      <PatientFormDialog open={open} onOpenChange={setOpen} patient={editing} />
    </section>
  );
}
