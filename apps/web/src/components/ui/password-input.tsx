import { useState } from 'react';
import { Eye, EyeOff } from '@/components/icons';
import { cn } from '@/lib/cn';
import { useHydrated } from '@/lib/use-hydrated';
import { Input, type InputProps } from './input';

/** A password field with a show/hide toggle that keeps the field's label and focus. */
export function PasswordInput({ className, ...props }: Omit<InputProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  const hydrated = useHydrated();
  const Icon = visible ? EyeOff : Eye;
  return (
    <div className="relative">
      <Input type={visible ? 'text' : 'password'} className={cn('pr-12', className)} {...props} />
      <button
        type="button"
        disabled={!hydrated}
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? 'Ocultar senha' : 'Mostrar senha'}
        aria-pressed={visible}
        aria-controls={props.id}
        className="absolute top-1/2 right-1 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      >
        <Icon className="size-5" aria-hidden="true" />
      </button>
    </div>
  );
}
