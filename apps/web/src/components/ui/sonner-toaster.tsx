import { useEffect } from 'react';
import { Toaster, toast, type ToasterProps } from 'sonner';
import { toasterMounted } from './toast';

/** sonner's Toaster, loaded apart (toast.ts); says when it listens, after its own effects have run. */
export default function SonnerToaster({ position }: Pick<ToasterProps, 'position'>) {
  useEffect(() => toasterMounted(toast), []);
  return <Toaster position={position} richColors closeButton />;
}
