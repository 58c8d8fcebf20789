/** Labelled inputs of the admin dialogs, built on the shared Field so labels and errors are wired. */
import type { ReactNode } from 'react';
import { Field } from '@/components/ui/field';
import { Input, type InputProps } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { PasswordInput } from '@/components/ui/password-input';
import { Button } from '@/components/ui/button';
import { MASKED_LENGTH, maskPhone } from '@/lib/masks';

type Common = { id: string; label: string; required?: boolean; hint?: ReactNode; error?: string };

export function TextInput({
  id,
  label,
  required,
  hint,
  error,
  value,
  onValue,
  ...props
}: Common & Omit<InputProps, 'id' | 'value' | 'onChange'> & { value: string; onValue: (v: string) => void }) {
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error}>
      {(control) => (
        <Input
          {...control}
          {...props}
          required={required}
          value={value}
          onChange={(event) => onValue(event.target.value)}
        />
      )}
    </Field>
  );
}

export function PasswordField({
  id,
  label,
  required,
  hint,
  error,
  value,
  onValue,
}: Common & { value: string; onValue: (v: string) => void }) {
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error}>
      {(control) => (
        <PasswordInput
          {...control}
          required={required}
          autoComplete="new-password"
          value={value}
          onChange={(event) => onValue(event.target.value)}
        />
      )}
    </Field>
  );
}

export function SelectInput({
  id,
  label,
  required,
  hint,
  error,
  value,
  onValue,
  options,
  placeholder,
}: Common & {
  value: string;
  onValue: (v: string) => void;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
}) {
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error}>
      {(control) => (
        <NativeSelect
          {...control}
          required={required}
          value={value}
          onChange={(event) => onValue(event.target.value)}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}

/** A phone typed as (00) 00000-0000: the mask is applied as the value changes. */
export function PhoneInput({
  onValue,
  ...props
}: Common & Omit<InputProps, 'id' | 'value' | 'onChange'> & { value: string; onValue: (v: string) => void }) {
  return (
    <TextInput
      inputMode="tel"
      maxLength={MASKED_LENGTH.phone}
      {...props}
      onValue={(v) => onValue(maskPhone(v))}
    />
  );
}

/** Cancelar and the submit button of every admin form; the submit shows 'Salvando...' while saving. */
export function FormActions({
  onCancel,
  pending,
  disabled = false,
  submitLabel = 'Salvar',
}: {
  onCancel: () => void;
  pending: boolean;
  disabled?: boolean;
  submitLabel?: string;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onCancel}>
        Cancelar
      </Button>
      <Button type="submit" disabled={disabled || pending}>
        {pending ? 'Salvando...' : submitLabel}
      </Button>
    </div>
  );
}
