import { useEffect } from 'react';
import { Toaster, toast, type ToasterProps } from 'sonner';
import { toasterMounted } from './toast';

/** What the library would read out in English: the toasts' region (reached with Alt+T), their close. */
const LABELS = { region: 'Avisos (Alt+T)', close: 'Fechar aviso' };

/** sonner's Toaster, loaded apart (toast.ts); says when it listens, after its own effects have run. */
export default function SonnerToaster({ position }: Pick<ToasterProps, 'position'>) {
  useEffect(() => toasterMounted(toast), []);
  return (
    <Toaster
      position={position}
      richColors
      closeButton
      customAriaLabel={LABELS.region}
      toastOptions={{ closeButtonAriaLabel: LABELS.close }}
    />
  );
}
