import { useMemo, useState } from 'react';
import { UserPlus } from '@/components/icons';
import type { AdminPatient } from '@saude/shared/schemas/admin';
import type { PatientProfile } from '@saude/shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { PagedList } from '@/components/ui/paged-list';
import { useAccountList } from '../api/use-admin-accounts';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { EmptyState, TabHeader } from './admin-ui';
import { SearchField } from '@/components/ui/search-field';
import { ActiveToggles } from './active-toggles';
import { useEditDialog } from './use-edit-dialog';
import {
  AccountList,
  EditButton,
  activeSwitchColumn,
  cpfCell,
  phoneCell,
  type AccountColumn,
} from './account-list';
import { PatientCns } from './patient-cns';
import { PatientFormDialog } from './patient-form-dialog';

/** Patients tab: search by name or CPF; name, phone, CPF, SUS card, blood type, active, edit. */
export function PatientsTab() {
  const [text, setText] = useState('');
  const { editing, open, setOpen, openFor } = useEditDialog<PatientProfile>();
  const list = useAccountList('patients', { q: useDebouncedValue(text) });
  const columns = useMemo<AccountColumn<AdminPatient>[]>(
    () => [
      { header: 'Nome', slot: 'title', cell: (p) => p.full_name },
      { header: 'Telefone', cell: (p) => phoneCell(p.phone) },
      { header: 'CPF', nowrap: true, cell: (p) => cpfCell(p.cpf) },
      { header: 'Cartão SUS', cell: (p) => <PatientCns patient={p} /> },
      { header: 'Tipo sanguíneo', cell: (p) => p.blood_type },
      activeSwitchColumn('Ativo', (p) => p.full_name),
      {
        header: 'Ações',
        slot: 'actions',
        cell: (p, place) => (
          <EditButton label={`Editar ${p.full_name}`} place={place} onClick={() => openFor(p)} />
        ),
      },
    ],
    [openFor],
  );
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
          {(items) => <AccountList caption="Pacientes" columns={columns} rows={items} />}
        </PagedList>
      </ActiveToggles>
      <PatientFormDialog open={open} onOpenChange={setOpen} patient={editing} />
    </section>
  );
}
