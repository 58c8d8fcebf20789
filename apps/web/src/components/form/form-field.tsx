import type { ChangeEvent, InputHTMLAttributes, ReactNode } from 'react';
import { useController, type FieldValues, type Path } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Textarea } from '@/components/ui/textarea';
import { FilteredSelect } from './filtered-select';
import { MASKED_LENGTH, digitsUpTo, maskCep, maskCnpj, maskCns, maskCpf, maskPhone } from '@/lib/masks';

type InputAttributes = InputHTMLAttributes<HTMLInputElement>;

/** Masked kinds: what typing turns the text into, and the attributes that go with the shape. */
const MASKS = {
  phone: { format: maskPhone, attributes: { type: 'tel', maxLength: MASKED_LENGTH.phone } },
  cpf: { format: maskCpf, attributes: { inputMode: 'numeric', maxLength: MASKED_LENGTH.cpf } },
  cep: { format: maskCep, attributes: { inputMode: 'numeric', maxLength: MASKED_LENGTH.cep } },
  cns: { format: maskCns, attributes: { inputMode: 'numeric', maxLength: MASKED_LENGTH.cns } },
  // Letters are kept (upper case): the alphanumeric CNPJ exists since July 2026.
  cnpj: { format: maskCnpj, attributes: { autoCapitalize: 'characters', maxLength: MASKED_LENGTH.cnpj } },
} satisfies Record<string, { format: (value: string) => string; attributes: InputAttributes }>;

type MaskKind = keyof typeof MASKS;
const isMask = (kind: FieldKind): kind is MaskKind => kind in MASKS;
type InputKind = 'text' | 'email' | 'search' | 'date' | 'time' | 'number';

/** `digits` keeps only digits, at most `maxLength` of them (e.g. a CPF typed as 'Somente números'). */
export type FieldKind = InputKind | MaskKind | 'digits' | 'password' | 'select' | 'textarea';

export type FieldOption = { value: string; label: string };

export type FormFieldProps<V extends FieldValues = FieldValues> = {
  name: Path<V>;
  id: string;
  label: ReactNode;
  kind?: FieldKind;
  required?: boolean;
  hint?: ReactNode;
  /** A problem the schema cannot know (a list that failed to load); shown instead of the schema's. */
  error?: string;
  /** The choices of a select; `placeholder` is then its empty first choice. */
  options?: readonly FieldOption[];
  /**
   * For a select whose list can be long: the name of a box above it that narrows the options as
   * one types (shown from FILTER_FROM options on), e.g. "Filtrar por nome ou endereço".
   */
  filterLabel?: string;
  placeholder?: string;
  /** Values offered while typing (a datalist), the input still takes any text. */
  suggestions?: readonly string[];
  /** Called after the value changes, with the masked value (e.g. to clear a dependent field). */
  onValue?: (value: string) => void;
  rows?: number;
} & Pick<
  InputAttributes,
  'autoComplete' | 'autoCapitalize' | 'inputMode' | 'maxLength' | 'min' | 'disabled' | 'spellCheck'
>;

/**
 * One field of a SchemaForm: label, input, mask, hint and the schema's error, wired through the
 * accessible Field (label bound by id, aria-invalid, aria-describedby, asterisk when required).
 * Give the form's values type (`FormField<Values>`) to have the names checked.
 */
export function FormField<V extends FieldValues = FieldValues>({
  name,
  id,
  label,
  kind = 'text',
  required,
  hint,
  error,
  options = [],
  filterLabel,
  placeholder,
  suggestions,
  onValue,
  rows,
  ...attributes
}: FormFieldProps<V>) {
  const { field, fieldState } = useController<V>({ name });
  function change(text: string) {
    const value = isMask(kind)
      ? MASKS[kind].format(text)
      : kind === 'digits'
        ? digitsUpTo(text, attributes.maxLength ?? text.length)
        : text;
    field.onChange(value);
    onValue?.(value);
  }

  const listId = suggestions ? `${id}-sugestoes` : undefined;
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error ?? fieldState.error?.message}>
      {(control) => {
        const common = {
          ...control,
          name: field.name,
          ref: field.ref,
          value: (field.value as string | null | undefined) ?? '',
          onBlur: field.onBlur,
          required,
        };
        if (kind === 'select')
          return (
            <FilteredSelect
              {...common}
              disabled={attributes.disabled}
              options={options}
              placeholder={placeholder}
              filterLabel={filterLabel}
              onChange={change}
            />
          );
        if (kind === 'textarea')
          return (
            <Textarea
              {...common}
              rows={rows}
              maxLength={attributes.maxLength}
              placeholder={placeholder}
              onChange={(e) => change(e.target.value)}
            />
          );
        const input = {
          ...common,
          ...attributes,
          placeholder,
          onChange: (e: ChangeEvent<HTMLInputElement>) => change(e.target.value),
        };
        return (
          <>
            {kind === 'password' ? (
              <PasswordInput autoComplete="new-password" {...input} />
            ) : (
              <Input {...inputAttributes(kind)} {...input} list={listId} />
            )}
            {suggestions ? (
              <datalist id={listId}>
                {suggestions.map((s) => (
                  <option key={s} value={s} />
                ))}
              </datalist>
            ) : null}
          </>
        );
      }}
    </Field>
  );
}

/** The type, keyboard and length of an input of this kind. */
function inputAttributes(kind: Exclude<FieldKind, 'password' | 'select' | 'textarea'>): InputAttributes {
  if (isMask(kind)) return MASKS[kind].attributes;
  return kind === 'digits' ? { inputMode: 'numeric' } : { type: kind };
}
