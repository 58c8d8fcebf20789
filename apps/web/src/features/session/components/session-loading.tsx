import { WifiOff } from '@/components/icons';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadingScreen } from '@/components/ui/loading-screen';
import type { PendingSession } from '../api/use-sessions';

/**
 * What a page shows while it learns who is signed in. Started without a connection, the check waits
 * for one (the query library pauses it) and "Carregando..." would turn forever: the screen says why,
 * and the page goes on by itself once the connection is back. A check that got no answer (a weak
 * signal, decision 062) is said too, with a way to try again. A patient's last data, kept on the
 * device, opens without either (decision 022); other sessions keep nothing offline.
 */
export function SessionLoading({ pending }: { pending: PendingSession }) {
  if (pending.connection === 'checking') return <LoadingScreen />;
  const waiting = pending.connection === 'waiting';
  return (
    <div className="mx-auto flex min-h-[50dvh] w-full max-w-md flex-col justify-center gap-3 p-6">
      <Alert tone="warning" icon={WifiOff} title="Sem conexão">
        {waiting
          ? 'Para abrir esta tela é preciso internet. Ela continua sozinha assim que a conexão voltar.'
          : 'O servidor não respondeu. Verifique a conexão e tente novamente.'}
      </Alert>
      {waiting ? null : (
        <Button variant="outline" className="self-start" onClick={pending.retry}>
          Tentar novamente
        </Button>
      )}
    </div>
  );
}
