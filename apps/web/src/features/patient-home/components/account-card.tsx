import { Suspense, useState } from 'react';
import { lazyDialog, preloadOnIntent } from '@/lib/preloadable-lazy';
import { KeyRound, Pencil, UserRound } from '@/components/icons';
import type { PatientProfile } from '@saude/shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cnsLabel, maskCep, maskPhone } from '@/lib/masks';

// The forms are fetched when the patient opens them.
const ContactEditDialog = lazyDialog(() =>
  import('@/features/registration/components/contact-edit-dialog').then((m) => m.ContactEditDialog),
);
const PasswordChangeDialog = lazyDialog(() =>
  import('@/features/auth/components/password-change-dialog').then((m) => m.PasswordChangeDialog),
);
const EDIT_INTENT = preloadOnIntent([ContactEditDialog, PasswordChangeDialog]);

const NOT_INFORMED = 'Não informado';

function address(p: PatientProfile): string {
  const street = [p.logradouro, p.numero].filter(Boolean).join(', ');
  const place = [p.bairro, [p.cidade, p.estado].filter(Boolean).join('/')].filter(Boolean).join(' · ');
  const cep = p.cep ? `CEP ${maskCep(p.cep)}` : '';
  return [street, p.complemento, place, cep].filter(Boolean).join(' — ') || NOT_INFORMED;
}

/** "Minha conta": how the unit reaches the patient, where they live, and the password. */
export function AccountCard({ patient }: { patient: PatientProfile }) {
  const [dialog, setDialog] = useState<'contact' | 'password' | null>(null);
  // Once opened a dialog stays mounted, so that closing it animates like any other dialog.
  const [opened, setOpened] = useState<Set<string>>(new Set());
  const open = (which: 'contact' | 'password') => {
    setOpened((s) => new Set(s).add(which));
    setDialog(which);
  };
  const onOpenChange = (isOpen: boolean) => !isOpen && setDialog(null);
  return (
    <Card role="region" aria-labelledby="minha-conta" className="p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="minha-conta" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <UserRound className="size-5 text-teal-700" aria-hidden="true" />
          Minha conta
        </h2>
        <div className="flex flex-wrap gap-2" {...EDIT_INTENT}>
          <Button variant="outline" size="sm" onClick={() => open('contact')}>
            <Pencil className="size-4" aria-hidden="true" />
            Editar meus dados
          </Button>
          <Button variant="outline" size="sm" onClick={() => open('password')}>
            <KeyRound className="size-4" aria-hidden="true" />
            Alterar senha
          </Button>
        </div>
      </div>
      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">Telefone</dt>
          <dd className="mt-1 whitespace-nowrap text-slate-900">
            {patient.phone ? maskPhone(patient.phone) : NOT_INFORMED}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">Cartão SUS</dt>
          <dd className="mt-1 break-words text-slate-900">
            {patient.sus_card ? cnsLabel(patient.sus_card) : NOT_INFORMED}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">Endereço</dt>
          <dd className="mt-1 break-words text-slate-900">{address(patient)}</dd>
        </div>
      </dl>
      <Suspense fallback={null}>
        {opened.has('contact') ? (
          <ContactEditDialog open={dialog === 'contact'} onOpenChange={onOpenChange} patient={patient} />
        ) : null}
        {opened.has('password') ? (
          <PasswordChangeDialog open={dialog === 'password'} onOpenChange={onOpenChange} />
        ) : null}
      </Suspense>
    </Card>
  );
}
