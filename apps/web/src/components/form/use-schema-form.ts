/**
 * The form kit of the web's dialogs: one shared zod schema validates the form, the same one the
 * server validates the request with, so the rules and their Portuguese messages are written once.
 *
 * A dialog is only its schema, its defaults and its fields:
 *
 *   const form = useSchemaForm(hospitalDoctorSchema, { doctor_name: '', crm: '', phone: '' });
 *   return (
 *     <SchemaForm form={form} onSubmit={save} onCancel={close} busy={busy} error={error}
 *       errorFallback="Erro ao salvar médico" submitLabel="Salvar" busyLabel="Salvando...">
 *       <FormField name="doctor_name" id="medico-nome" label="Nome" required />
 *       <FormField name="phone" id="medico-telefone" label="Telefone" kind="phone" />
 *     </SchemaForm>
 *   );
 *
 * The form holds what the inputs show (text, masks included); `onSubmit` receives the schema's
 * output (masks stripped, blanks as null), which is the request body.
 */
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

export type SchemaFormReturn<V extends FieldValues, S extends z.ZodType> = UseFormReturn<
  V,
  unknown,
  z.output<S>
>;

export function useSchemaForm<S extends z.ZodType, V extends FieldValues>(
  schema: S,
  defaultValues: V,
  /** 'onChange' shows a field's error while typing, where the submit stays disabled until it is fixed. */
  options: { mode?: 'onSubmit' | 'onChange' } = {},
): SchemaFormReturn<V, S> {
  // The form's values are the inputs' text, not the schema's input type (which preprocessing widens
  // to `unknown`): the resolver is typed from what the form holds to what the schema gives back.
  const resolver = zodResolver(schema as never) as unknown as Resolver<V, unknown, z.output<S>>;
  return useForm<V, unknown, z.output<S>>({
    resolver,
    defaultValues: defaultValues as DefaultValues<V>,
    mode: options.mode ?? 'onSubmit',
  });
}
