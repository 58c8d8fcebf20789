import { useLayoutEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { readDraft, removeDraft, writeDraft } from '@/lib/form-drafts';

export type FormDraft = {
  /** The form opened with what had been typed before (SchemaForm says so, with "Descartar"). */
  restored: boolean;
  /** The request went through: nothing left to keep. */
  clear: () => void;
  /** Thrown away on purpose ("Cancelar", "Descartar"): the form empties. */
  discard: () => void;
};

/**
 * Keeps what is typed in `form` as a draft under `key` (lib/form-drafts.ts) and fills the form with
 * it when it opens again. Only the fields of the form's defaults are taken back, and only with the
 * same kind of value, so a draft written by an older version of the form cannot break it. Not for
 * passwords or files: what the form holds is written as it is. `omit`: fields never kept (a
 * confirmation that must be given again for what the form holds now).
 */
export function useFormDraft<V extends FieldValues>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturn<V, any, any>,
  key: string,
  omit: readonly (keyof V & string)[] = [],
): FormDraft {
  const [restored, setRestored] = useState(false);
  // Before the first paint: the fields never show empty and then fill.
  useLayoutEffect(() => {
    const defaults = (form.formState.defaultValues ?? {}) as Record<string, unknown>;
    const saved = readDraft(key);
    const taken = saved ? sameShape(saved, defaults, omit) : {};
    if (Object.keys(taken).length > 0) {
      form.reset({ ...defaults, ...taken } as V, { keepDefaultValues: true });
      setRestored(true);
    }
    const kept = (values: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(values).filter(([name]) => !omit.includes(name)));
    const blank = JSON.stringify(kept(defaults));
    const watching = form.watch((values) => {
      const draft = kept(values);
      if (JSON.stringify(draft) === blank) removeDraft(key);
      else writeDraft(key, draft);
    });
    return () => watching.unsubscribe();
    // `omit` is a list written in the caller's code, the same at every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, key]);

  return {
    restored,
    clear: () => removeDraft(key),
    discard: () => {
      removeDraft(key);
      form.reset();
      setRestored(false);
    },
  };
}

/** The saved fields that the form has and keeps, each of the same type as its default, and not blank. */
function sameShape(
  saved: Record<string, unknown>,
  defaults: Record<string, unknown>,
  omit: readonly string[],
) {
  const kind = (v: unknown) => (Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v);
  const taken: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(saved)) {
    if (!(name in defaults) || omit.includes(name) || kind(value) !== kind(defaults[name])) continue;
    if (Array.isArray(value) && !value.every((v) => typeof v === 'string')) continue;
    if (JSON.stringify(value) !== JSON.stringify(defaults[name])) taken[name] = value;
  }
  return taken;
}
