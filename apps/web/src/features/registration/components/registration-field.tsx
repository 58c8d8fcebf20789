import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input, type InputProps } from '@/components/ui/input';
import type { RegistrationFormApi, RegistrationFormValues } from './registration-values';

type TextKey = Exclude<keyof RegistrationFormValues, 'gender'>;

type RegistrationFieldProps = {
  form: RegistrationFormApi;
  name: TextKey;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  /** Shown when the field has no validation error (live hints of the spec). */
  liveError?: string | null;
  /** Applied to every keystroke (CPF, phone and CEP masks). */
  mask?: (value: string) => string;
  /** Called with the new (masked) value after the form holds it: lookups start here. */
  onValueChange?: (value: string) => void;
  inputProps?: Omit<InputProps, 'id' | 'name' | 'value' | 'onChange' | 'onBlur' | 'ref'>;
};

/** A labelled text input bound to the registration form, with an optional mask. */
export function RegistrationField(props: RegistrationFieldProps) {
  const { form, name, label, required, hint, liveError, mask, onValueChange, inputProps } = props;
  const error = form.formState.errors[name]?.message ?? liveError ?? null;
  return (
    <Field id={`cadastro-${name}`} label={label} required={required} hint={hint} error={error}>
      {(control) => (
        <Controller
          name={name}
          control={form.control}
          render={({ field }) => (
            <Input
              {...control}
              {...inputProps}
              required={required}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(event) => {
                const value = mask ? mask(event.target.value) : event.target.value;
                field.onChange(value);
                onValueChange?.(value);
              }}
            />
          )}
        />
      )}
    </Field>
  );
}
