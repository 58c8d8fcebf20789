import { WifiOff } from '@/components/icons';
import { Alert } from '@/components/ui/alert';
import { LoadingScreen } from '@/components/ui/loading-screen';

/**
 * What a page shows while it learns who is signed in. Started without a connection, the check waits
 * for one (the query library pauses it) and "Carregando..." would turn forever: the screen says why
 * instead, and the page goes on by itself once the connection is back. A patient's last data, kept on
 * the device, opens without this (decision 022); other sessions keep nothing offline.
 */
export function SessionLoading({ waitingForConnection }: { waitingForConnection: boolean }) {
  if (!waitingForConnection) return <LoadingScreen />;
  return (
    <div className="mx-auto flex min-h-[50dvh] w-full max-w-md items-center p-6">
      <Alert tone="warning" icon={WifiOff} title="Sem conexão">
        Para abrir esta tela é preciso internet. Ela continua sozinha assim que a conexão voltar.
      </Alert>
    </div>
  );
}
