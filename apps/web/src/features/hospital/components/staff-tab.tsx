import { useState } from 'react';
import { formatCrm } from '@saude/shared/domain/professional-codes';
import { Pencil, UserPlus, UserRoundPlus } from '@/components/icons';
import { toast } from '@/components/ui/toast';
import { formatCpf } from '@saude/shared/domain/format';
import type { HospitalStaffMember } from '@saude/shared/schemas/hospital';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PagedList } from '@/components/ui/paged-list';
import { PhoneNumber } from '@/components/ui/phone-number';
import { useCreateHospitalPatient, useHospitalStaff, useSaveHospitalStaff } from '../api/staff';
import { useLeaveOnUnauthenticated } from '../api/use-leave-on-unauthenticated';
import { CreatePatientDialog } from './create-patient-dialog';
import { Detail, ListEmpty } from './panel-states';
import { StaffFormDialog } from './staff-form-dialog';

export const PATIENT_CREATED_MESSAGE = 'Paciente criado com sucesso!';

const TYPE_LABELS = { doctor: 'Médico', reception: 'Recepção' } as const;

/**
 * 'Equipe' tab: employee doctors and receptionists, newest first, plus patient registration (spec 02
 * section 2).
 */
export function StaffTab() {
  const list = useHospitalStaff();
  const save = useSaveHospitalStaff();
  const createPatient = useCreateHospitalPatient();
  const [editing, setEditing] = useState<HospitalStaffMember | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [patientOpen, setPatientOpen] = useState(false);
  useLeaveOnUnauthenticated(save.error ?? createPatient.error);

  function openForm(member: HospitalStaffMember | null) {
    save.reset();
    setEditing(member);
    setFormOpen(true);
  }

  return (
    <section aria-labelledby="titulo-equipe" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="titulo-equipe" className="text-lg font-semibold text-slate-900">
          Equipe da unidade
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => openForm(null)}>
            <UserPlus className="size-4" aria-hidden="true" />
            Adicionar Funcionário
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              createPatient.reset();
              setPatientOpen(true);
            }}
          >
            <UserRoundPlus className="size-4" aria-hidden="true" />
            Criar Paciente
          </Button>
        </div>
      </div>
      <PagedList
        list={list}
        loadingLabel="Carregando equipe..."
        errorText="Não foi possível carregar a equipe."
        empty={<ListEmpty>Nenhum funcionário cadastrado</ListEmpty>}
        totalText={(count, total) => `${count} ${total === 1 ? 'funcionário' : 'funcionários'}`}
      >
        {(members) => (
          <ul className="grid gap-3 md:grid-cols-2">
            {members.map((m) => (
              <li key={m.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h3 className="font-semibold text-slate-900">{m.full_name}</h3>
                  <div className="flex gap-1.5">
                    <Badge tone="brand">{TYPE_LABELS[m.user_type]}</Badge>
                    <Badge tone={m.is_active ? 'success' : 'neutral'}>
                      {m.is_active ? 'Ativo' : 'Inativo'}
                    </Badge>
                  </div>
                </div>
                <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
                  {m.cpf ? <Detail label="CPF">{formatCpf(m.cpf)}</Detail> : null}
                  {m.phone ? (
                    <Detail label="Telefone">
                      <PhoneNumber value={m.phone} />
                    </Detail>
                  ) : null}
                  {m.user_type === 'doctor' && m.specialty ? (
                    <Detail label="Especialidade">{m.specialty}</Detail>
                  ) : null}
                  {m.user_type === 'doctor' && m.crm ? (
                    <Detail label="CRM">{formatCrm(m.crm, m.crm_uf)}</Detail>
                  ) : null}
                </dl>
                <Button
                  size="sm"
                  variant="outline"
                  className="mt-4"
                  onClick={() => openForm(m)}
                  aria-label={`Editar ${m.full_name}`}
                >
                  <Pencil className="size-4" aria-hidden="true" />
                  Editar
                </Button>
              </li>
            ))}
          </ul>
        )}
      </PagedList>

      <StaffFormDialog
        open={formOpen}
        onOpenChange={setFormOpen}
        member={editing}
        busy={save.isPending}
        error={save.error}
        onSubmit={(body) =>
          save.mutate(editing ? { id: editing.id, body } : { id: null, body }, {
            onSuccess() {
              setFormOpen(false);
              toast.success(editing ? 'Funcionário atualizado.' : 'Funcionário adicionado.');
            },
          })
        }
      />
      <CreatePatientDialog
        open={patientOpen}
        onOpenChange={setPatientOpen}
        busy={createPatient.isPending}
        error={createPatient.error}
        onSubmit={(body) =>
          createPatient.mutate(body, {
            onSuccess() {
              setPatientOpen(false);
              toast.success(PATIENT_CREATED_MESSAGE);
            },
          })
        }
      />
    </section>
  );
}
