import type { ReactNode } from 'react';
import { useState } from 'react';
import { BellOff, BellRing, CircleAlert, X } from '@/components/icons';
import { roleHas } from '@saude/shared/auth/permissions';
import type { Role } from '@saude/shared/auth/roles';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { storage } from '@/lib/storage';
import { useOnline } from '@/features/offline';
import { NOTIFICATION_DISMISSED_KEY, useNotificationPermission } from '../notification-permission';
import { pushSupported, usePushSubscription } from '../push-subscription';

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
/** The "activated" confirmation, once closed, stays closed on this browser. */
export const PUSH_ON_DISMISSED_KEY = 'saude:push-on-dismissed';

/**
 * 'Ative as notificações'. Where the browser can receive pushes and the role is notified of
 * something, it offers notifications that reach a closed app and shows their state (ativadas,
 * bloqueadas pelo navegador, a failure), with a way to turn them off; elsewhere it only asks the
 * permission the open app's 30 s polling uses. Asking happens on a click, never on page load.
 */
export function NotificationBanner({ role }: { role: Role | null }) {
  const online = useOnline();
  const push = role !== null && roleHas(role, 'push:subscribe') && pushSupported();
  // Offline, turning notifications on cannot work, and the banner would push the last data seen down.
  if (!online) return null;
  return push ? <PushBanner role={role} /> : <PermissionBanner role={role} />;
}

function PermissionBanner({ role }: { role: Role | null }) {
  const { showBanner, request, dismiss } = useNotificationPermission();
  if (!showBanner) return null;
  return (
    <Frame tone="info" icon={<BellRing />} onClose={dismiss} closeLabel="Fechar aviso de notificações">
      <h2 id="notificacoes-titulo" className="font-semibold text-sky-950">
        Ative as notificações
      </h2>
      <p className="text-sm text-sky-900">{(role && WORDING[role]) ?? GENERIC_WORDING}</p>
      <p className="text-sm text-sky-900">
        Neste navegador, os avisos chegam enquanto o aplicativo estiver aberto.
      </p>
      <Button size="sm" className="mt-3" onClick={() => void request()}>
        Permitir notificações
      </Button>
    </Frame>
  );
}

function PushBanner({ role }: { role: Role }) {
  const { state, turnOn, turnOff } = usePushSubscription(true);
  const [dismissed, setDismissed] = useState(() => storage.get(NOTIFICATION_DISMISSED_KEY) === '1');
  const [onDismissed, setOnDismissed] = useState(() => storage.get(PUSH_ON_DISMISSED_KEY) === '1');
  const dismiss = () => {
    storage.set(NOTIFICATION_DISMISSED_KEY, '1');
    setDismissed(true);
  };
  const dismissOn = () => {
    storage.set(PUSH_ON_DISMISSED_KEY, '1');
    setOnDismissed(true);
  };

  switch (state.kind) {
    case 'checking':
      return null;
    case 'off':
    case 'working':
      if (dismissed && state.kind === 'off') return null;
      return (
        <Frame tone="info" icon={<BellRing />} onClose={dismiss} closeLabel="Fechar aviso de notificações">
          <h2 id="notificacoes-titulo" className="font-semibold text-sky-950">
            Ative as notificações
          </h2>
          <p className="text-sm text-sky-900">{WORDING[role] ?? GENERIC_WORDING}</p>
          <p className="text-sm text-sky-900">
            Os avisos chegam neste aparelho mesmo com o aplicativo fechado.
          </p>
          <Button
            size="sm"
            className="mt-3"
            disabled={state.kind === 'working'}
            onClick={() => void turnOn()}
          >
            {state.kind === 'working' ? 'Ativando…' : 'Ativar notificações'}
          </Button>
        </Frame>
      );
    case 'on':
      if (onDismissed) return null;
      return (
        <Frame
          tone="success"
          icon={<BellRing />}
          onClose={dismissOn}
          closeLabel="Fechar aviso de notificações"
        >
          <h2 id="notificacoes-titulo" className="font-semibold text-emerald-950">
            Notificações ativadas
          </h2>
          <p className="text-sm text-emerald-900">
            Este aparelho recebe os avisos mesmo com o aplicativo fechado.
          </p>
          <Button size="sm" variant="outline" className="mt-3" onClick={() => void turnOff()}>
            Desativar notificações
          </Button>
        </Frame>
      );
    case 'blocked':
      if (dismissed) return null;
      return (
        <Frame tone="warning" icon={<BellOff />} onClose={dismiss} closeLabel="Fechar aviso de notificações">
          <h2 id="notificacoes-titulo" className="font-semibold text-amber-950">
            Notificações bloqueadas pelo navegador
          </h2>
          <p className="text-sm text-amber-900">
            Para receber avisos, permita as notificações deste site nas configurações do navegador. Com o
            aplicativo aberto, as novidades continuam aparecendo na tela.
          </p>
        </Frame>
      );
    case 'failed':
      return (
        <Frame
          tone="warning"
          icon={<CircleAlert />}
          onClose={dismiss}
          closeLabel="Fechar aviso de notificações"
        >
          <h2 id="notificacoes-titulo" className="font-semibold text-amber-950">
            Notificações não ativadas
          </h2>
          <p role="alert" className="text-sm text-amber-900">
            {state.message}
          </p>
          <Button size="sm" variant="outline" className="mt-3" onClick={() => void turnOn()}>
            Tentar novamente
          </Button>
        </Frame>
      );
  }
}

const TONES = {
  info: 'border-sky-200 bg-sky-50 text-sky-900 [&_.close]:hover:bg-sky-100',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900 [&_.close]:hover:bg-emerald-100',
  warning: 'border-amber-200 bg-amber-50 text-amber-900 [&_.close]:hover:bg-amber-100',
} as const;

function Frame({
  tone,
  icon,
  onClose,
  closeLabel,
  children,
}: {
  tone: keyof typeof TONES;
  icon: ReactNode;
  onClose: () => void;
  closeLabel: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby="notificacoes-titulo"
      className={cn('relative flex gap-3 rounded-2xl border p-4 pr-12', TONES[tone])}
    >
      <span className="hidden shrink-0 sm:block [&_svg]:size-6" aria-hidden="true">
        {icon}
      </span>
      <div className="flex-1">{children}</div>
      <button
        type="button"
        onClick={onClose}
        aria-label={closeLabel}
        className="close absolute top-2 right-2 inline-flex size-9 items-center justify-center rounded-md"
      >
        <X className="size-5" aria-hidden="true" />
      </button>
    </section>
  );
}
