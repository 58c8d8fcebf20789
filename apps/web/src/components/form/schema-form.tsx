import { useId, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api-client';
import { SubmitFailure } from '@/components/ui/submit-failure';
import { SubmitContent } from './submit-content';
import { useFreshError } from './use-fresh-error';
import type { FormDraft } from './use-form-draft';
import { useLockedSubmit } from './use-submit-lock';

type SchemaFormProps<V extends FieldValues, O> = {
  form: UseFormReturn<V, unknown, O>;
  /** Called with the schema's output, once per submission, only when the form is valid. */
  onSubmit: (values: O) => void;
  onCancel: () => void;
  /** The request is on its way: the submit shows `busyLabel` and a second tap does nothing. */
  busy: boolean;
  /** Text, or an icon and text. */
  submitLabel: ReactNode;
  busyLabel: string;
  submitVariant?: 'primary' | 'danger';
  /** The dismiss button's text, where "Cancelar" would read as the action itself. */
  cancelLabel?: string;
  /** Where the spec keeps the submit disabled until the form is complete. */
  submitDisabled?: boolean;
  /** What holds the disabled submit back (missingFieldsHint), shown above it and read with it. */
  submitHint?: string;
  /**
   * The last failed request, told by `errorMessage` (a screen with the spec's own wording), else its
   * server text, else `errorFallback` (or `offlineText` without network).
   */
  error?: unknown;
  errorMessage?: (error: unknown) => string;
  errorFallback?: string;
  offlineText?: string;
  errorTitle?: string;
  className?: string;
  /**
   * The form's draft (useFormDraft): a form opened with what had been typed before says so and offers
   * to discard it; "Cancelar" throws the draft away, while a dialog closed by a stray tap keeps it.
   */
  draft?: FormDraft;
  children: ReactNode;
};

/**
 * The frame of a dialog's form (see use-schema-form.ts): the fields, the server's error, then
 * Cancelar and the submit. The browser's own validation is off: the schema's messages are shown.
 */
export function SchemaForm<V extends FieldValues, O>({
  form,
  onSubmit,
  onCancel,
  busy,
  submitLabel,
  busyLabel,
  submitVariant = 'primary',
  cancelLabel = 'Cancelar',
  submitDisabled = false,
  submitHint,
  error,
  errorMessage,
  errorFallback = 'Erro ao salvar',
  offlineText,
  errorTitle,
  className = 'space-y-4',
  draft,
  children,
}: SchemaFormProps<V, O>) {
  const submit = useLockedSubmit(form, onSubmit, busy, error);
  const hintId = useId();
  const hint = submitDisabled && !busy ? submitHint : undefined;
  const fresh = useFreshError(error);
  const failure = fresh.error
    ? errorMessage
      ? errorMessage(fresh.error)
      : apiErrorMessage(fresh.error, errorFallback, offlineText)
    : null;

  return (
    <FormProvider {...form}>
      <form
        noValidate
        className={className}
        onSubmit={(event) => {
          fresh.submitted();
          submit(event);
        }}
      >
        {draft?.restored ? (
          <Alert tone="info" data-form-draft="restored">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span>Recuperamos o que você tinha digitado.</span>
              <Button variant="outline" size="sm" onClick={draft.discard}>
                Descartar
              </Button>
            </div>
          </Alert>
        ) : null}
        {children}
        <SubmitFailure message={failure} title={errorTitle} />
        {hint ? (
          <p id={hintId} className="text-sm text-slate-700 sm:text-right">
            {hint}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button
            variant="outline"
            onClick={() => {
              draft?.discard();
              onCancel();
            }}
          >
            {cancelLabel}
          </Button>
          <Button
            type="submit"
            variant={submitVariant}
            disabled={submitDisabled || busy}
            aria-describedby={hint ? hintId : undefined}
          >
            <SubmitContent busy={busy} label={submitLabel} busyLabel={busyLabel} />
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
