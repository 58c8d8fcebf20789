import { WifiOff } from '@/components/icons';
import { useOnline } from './use-online';

/**
 * Says the connection is gone, on every signed-in screen, for as long as it is: what is shown is the
 * last data seen on this device, and nothing can be saved until the connection is back.
 */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div
      role="status"
      className="flex items-start gap-2 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950"
    >
      <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        <strong>Sem conexão.</strong> Você está vendo os últimos dados salvos neste aparelho. Nada pode ser
        enviado até a conexão voltar.
      </p>
    </div>
  );
}
