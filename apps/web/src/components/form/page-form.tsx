import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { SubmitFailure } from '@/components/ui/submit-failure';
import { SubmitContent } from './submit-content';
import { useFreshError } from './use-fresh-error';
import { useLockedSubmit } from './use-submit-lock';

type PageFormProps<V extends FieldValues, O> = {
  form: UseFormReturn<V, unknown, O>;
  /** Called with the schema's output, once per submission, only when the form is valid. */
  onSubmit: (values: O) => void;
  /** The request is on its way: the submit shows `busyLabel` and a second tap does nothing. */
  busy: boolean;
  /** Text, or an icon and text. */
  submitLabel: ReactNode;
  busyLabel: string;
  /** Where the page keeps the submit disabled until the form is complete. */
  submitDisabled?: boolean;
  /** The last failed request, told by `errorMessage` (else its server text, else `errorFallback`). */
  error?: unknown;
  errorMessage?: (error: unknown) => string;
  errorFallback?: string;
  /** Ways on from the failure shown (links), under its message; only while a failure shows. */
  failureActions?: ReactNode;
  /** 'block': a large submit across the form (sign-in pages); 'inline': a plain one beside the fields. */
  submitLayout?: 'block' | 'inline';
  submitIcon?: ReactNode;
  className?: string;
  'aria-labelledby'?: string;
  /** Shown after the submit (e.g. the demo accounts under a sign-in). */
  footer?: ReactNode;
  children: ReactNode;
};

/**
 * SchemaForm's frame for a form that is a page, not a dialog: nothing to cancel, so only the submit,
 * with the same server error above it, busy label, double-tap lock and schema messages.
 */
export function PageForm<V extends FieldValues, O>({
  form,
  onSubmit,
  busy,
  submitLabel,
  busyLabel,
  submitDisabled = false,
  error,
  errorMessage,
  errorFallback = 'Erro ao salvar',
  failureActions,
  submitLayout = 'block',
  submitIcon,
  className = 'space-y-5',
  footer,
  children,
  ...labelled
}: PageFormProps<V, O>) {
  const submit = useLockedSubmit(form, onSubmit, busy, error);
  const fresh = useFreshError(error);
  const failure = fresh.error
    ? errorMessage
      ? errorMessage(fresh.error)
      : apiErrorMessage(fresh.error, errorFallback)
    : null;
  const block = submitLayout === 'block';

  return (
    <FormProvider {...form}>
      <form
        noValidate
        className={className}
        aria-labelledby={labelled['aria-labelledby']}
        onSubmit={(event) => {
          fresh.submitted();
          submit(event);
        }}
      >
        {children}
        <SubmitFailure message={failure} actions={failureActions} />
        <Button
          type="submit"
          size={block ? 'lg' : undefined}
          className={cn(block && 'w-full')}
          disabled={submitDisabled || busy}
        >
          {submitIcon}
          <SubmitContent busy={busy} label={submitLabel} busyLabel={busyLabel} />
        </Button>
        {footer}
      </form>
    </FormProvider>
  );
}
