import { Download } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { useInstallPrompt } from '../install-prompt';

/** The shell's install button: present only while the browser can install the app. */
export function InstallAppButton({ className }: { className?: string }) {
  const { canInstall, state, install } = useInstallPrompt();
  if (!canInstall) return null;
  return (
    <Button
      variant="outline"
      size="sm"
      className={className}
      onClick={() => void install()}
      disabled={state === 'installing'}
    >
      <Download className="size-4" aria-hidden="true" />
      {state === 'installing' ? 'Instalando...' : 'Instalar App'}
    </Button>
  );
}
