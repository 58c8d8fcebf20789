import { Bell, CircleCheck, Smartphone, WifiOff, X } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { useInstallPrompt, type InstallPromptStore } from '../install-prompt';

/** 'Instale o App no seu Celular' (spec 01 section 2), floating at the bottom of the screen. */
export function InstallBanner({ store }: { store?: InstallPromptStore }) {
  const { state, dismissed, install, dismiss } = useInstallPrompt(store);
  if (state === 'hidden' || (dismissed && state === 'prompt')) return null;

  return (
    <aside
      aria-labelledby="instalar-app-titulo"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-md rounded-2xl border border-teal-200 bg-white p-4 shadow-lg sm:right-4 sm:left-auto sm:mx-0"
    >
      {state === 'installed' ? (
        <p role="status" className="flex items-center gap-2 font-medium text-emerald-900">
          <CircleCheck className="size-5 text-emerald-700" aria-hidden="true" />
          App instalado com sucesso!
        </p>
      ) : (
        <>
          <div className="flex items-start gap-3 pr-8">
            <span className="rounded-xl bg-teal-50 p-2 text-teal-800">
              <Smartphone className="size-6" aria-hidden="true" />
            </span>
            <div>
              <h2 id="instalar-app-titulo" className="font-semibold text-slate-900">
                Instale o App no seu Celular
              </h2>
              <ul className="mt-1 space-y-0.5 text-sm text-slate-700">
                <li className="flex items-center gap-1.5">
                  <WifiOff className="size-4 text-teal-700" aria-hidden="true" /> Acesso offline
                </li>
                <li className="flex items-center gap-1.5">
                  <Bell className="size-4 text-teal-700" aria-hidden="true" /> Notificações push
                </li>
                <li className="flex items-center gap-1.5">
                  <Smartphone className="size-4 text-teal-700" aria-hidden="true" /> Interface nativa
                </li>
              </ul>
            </div>
          </div>
          <div className="mt-3 flex gap-2">
            <Button className="flex-1" onClick={() => void install()} disabled={state === 'installing'}>
              {state === 'installing' ? 'Instalando...' : 'Instalar App'}
            </Button>
            <Button variant="outline" className="flex-1" onClick={dismiss} disabled={state === 'installing'}>
              Agora não
            </Button>
          </div>
          <button
            type="button"
            onClick={dismiss}
            aria-label="Fechar aviso de instalação"
            className="absolute top-2 right-2 inline-flex size-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </>
      )}
    </aside>
  );
}
