import { BellRing, X } from 'lucide-react';
import type { Role } from '@saude/shared/auth/roles';
import { Button } from '@/components/ui/button';
import { useNotificationPermission } from '../notification-permission';

/** What each role is told it will be notified about (spec 01 section 6). */
const WORDING: Partial<Record<Role, string>> = {
  patient: 'Receba avisos de novas mensagens, consultas aprovadas e lembretes.',
  doctor: 'Receba avisos de novos pacientes, mensagens e atualizações do sistema.',
  reception: 'Receba avisos de novas solicitações de consulta e mensagens.',
  health_department: 'Receba avisos de novos relatórios, mensagens e atividades da plataforma.',
  public_authority: 'Receba avisos de novos cadastros de pessoas sem documentos e mensagens.',
  hospital: 'Receba avisos de novas solicitações para aprovar.',
};
const GENERIC_WORDING = 'Receba notificações importantes da plataforma.';

/** 'Ative as notificações': shown only while the permission is undecided and not dismissed. */
export function NotificationBanner({ role }: { role: Role | null }) {
  const { showBanner, request, dismiss } = useNotificationPermission();
  if (!showBanner) return null;
  return (
    <section
      aria-labelledby="notificacoes-titulo"
      className="relative flex flex-col gap-3 rounded-2xl border border-sky-200 bg-sky-50 p-4 pr-12 sm:flex-row sm:items-center"
    >
      <BellRing className="hidden size-6 shrink-0 text-sky-800 sm:block" aria-hidden="true" />
      <div className="flex-1">
        <h2 id="notificacoes-titulo" className="font-semibold text-sky-950">
          Ative as notificações
        </h2>
        <p className="text-sm text-sky-900">{(role && WORDING[role]) ?? GENERIC_WORDING}</p>
      </div>
      <Button size="sm" onClick={() => void request()}>
        Permitir notificações
      </Button>
      <button
        type="button"
        onClick={dismiss}
        aria-label="Fechar aviso de notificações"
        className="absolute top-2 right-2 inline-flex size-9 items-center justify-center rounded-md text-sky-900 hover:bg-sky-100"
      >
        <X className="size-5" aria-hidden="true" />
      </button>
    </section>
  );
}
