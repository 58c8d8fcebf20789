import { useState } from 'react';
import { formatCrm } from '@saude/shared/domain/professional-codes';
import { Pencil, Plus, Trash2 } from '@/components/icons';
import { toast } from '@/components/ui/toast';
import type { HospitalDoctor } from '@saude/shared/schemas/hospital';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PagedList } from '@/components/ui/paged-list';
import { useHospitalDoctors, useRemoveHospitalDoctor, useSaveHospitalDoctor } from '../api/doctors';
import { useLeaveOnUnauthenticated } from '../api/use-leave-on-unauthenticated';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PhoneNumber } from '@/components/ui/phone-number';
import { DoctorFormDialog } from './doctor-form-dialog';
import { Detail, ListEmpty } from './panel-states';

/** 'Médicos' tab: the unit's autonomous doctors (not employees), newest first, spec 02 section 2. */
export function DoctorsTab() {
  const list = useHospitalDoctors();
  const save = useSaveHospitalDoctor();
  const remove = useRemoveHospitalDoctor();
  const [editing, setEditing] = useState<HospitalDoctor | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [removing, setRemoving] = useState<HospitalDoctor | null>(null);
  useLeaveOnUnauthenticated(save.error ?? remove.error);

  function openForm(doctor: HospitalDoctor | null) {
    save.reset();
    setEditing(doctor);
    setFormOpen(true);
  }

  return (
    <section aria-labelledby="titulo-medicos" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="titulo-medicos" className="text-lg font-semibold text-slate-900">
          Médicos autônomos
        </h2>
        <Button onClick={() => openForm(null)}>
          <Plus className="size-4" aria-hidden="true" />
          Adicionar Médico
        </Button>
      </div>
      <PagedList
        list={list}
        loadingLabel="Carregando médicos..."
        errorText="Não foi possível carregar os médicos."
        empty={<ListEmpty>Nenhum médico cadastrado</ListEmpty>}
        totalText={(count, total) => `${count} ${total === 1 ? 'médico' : 'médicos'}`}
      >
        {(doctors) => (
          <ul className="grid gap-3 md:grid-cols-2">
            {doctors.map((d) => (
              <li key={d.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h3 className="font-semibold text-slate-900">{d.doctor_name}</h3>
                  <Badge tone={d.is_active ? 'success' : 'neutral'}>
                    {d.is_active ? 'Ativo' : 'Inativo'}
                  </Badge>
                </div>
                <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
                  <Detail label="Especialidade">{d.specialty}</Detail>
                  <Detail label="CRM">{formatCrm(d.crm, d.crm_uf)}</Detail>
                  {d.phone ? (
                    <Detail label="Telefone">
                      <PhoneNumber value={d.phone} />
                    </Detail>
                  ) : null}
                  {d.email ? <Detail label="E-mail">{d.email}</Detail> : null}
                </dl>
                {d.schedule_notes ? <p className="mt-2 text-sm text-slate-700">{d.schedule_notes}</p> : null}
                <div className="mt-4 flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => openForm(d)}
                    aria-label={`Editar ${d.doctor_name}`}
                  >
                    <Pencil className="size-4" aria-hidden="true" />
                    Editar
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    className="text-red-800"
                    onClick={() => setRemoving(d)}
                    aria-label={`Remover ${d.doctor_name}`}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                    Remover
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </PagedList>

      <DoctorFormDialog
        open={formOpen}
        onOpenChange={setFormOpen}
        doctor={editing}
        busy={save.isPending}
        error={save.error}
        onSubmit={(body) =>
          save.mutate(
            { id: editing?.id ?? null, body },
            {
              onSuccess() {
                setFormOpen(false);
                toast.success(editing ? 'Médico atualizado.' : 'Médico adicionado.');
              },
            },
          )
        }
      />
      <ConfirmDialog
        open={removing != null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remover médico"
        question="Tem certeza que deseja remover este médico?"
        confirmLabel="Remover"
        busy={remove.isPending}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.id, {
            onSettled: () => setRemoving(null),
            onError: () => toast.error('Erro ao remover médico'),
          });
        }}
      />
    </section>
  );
}
