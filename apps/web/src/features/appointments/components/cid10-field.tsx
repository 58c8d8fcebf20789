import { useId, useState, type KeyboardEvent } from 'react';
import { useController, type FieldValues, type Path } from 'react-hook-form';
import { X } from '@/components/icons';
import { LIMITS } from '@saude/shared/domain/constants';
import { CID10_MAX_CODES, formatCid10 } from '@saude/shared/domain/cid10';
import type { Cid10Item } from '@saude/shared/schemas/cid10';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { formatCount } from '@/lib/api-list';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useCid10Search } from '../api/use-cid10-search';

type Cid10FieldProps<V extends FieldValues> = {
  /** The form's list of codes ('J069'), in the order chosen. */
  name: Path<V>;
  id: string;
  label: string;
};

/**
 * CID-10 diagnoses of a SchemaForm: a search by code or by words (300 ms after typing stops, from 2
 * characters) whose results are chosen with the mouse or the keyboard (arrows, Enter, Escape), and
 * the codes chosen as chips, each with its remove button; Backspace in the empty search removes the
 * last one. The form holds the codes; their descriptions come from the search that found them, or
 * for codes restored from a draft, from a search by the code itself.
 */
export function Cid10Field<V extends FieldValues>({ name, id, label }: Cid10FieldProps<V>) {
  const { field, fieldState } = useController<V>({ name });
  const codes = (field.value as string[] | undefined) ?? [];
  const [descriptions, setDescriptions] = useState<Record<string, string>>({});
  const [text, setText] = useState('');
  const [open, setOpen] = useState(true);
  const [active, setActive] = useState(0);
  const typed = text.trim().length >= LIMITS.searchMinChars ? text : '';
  const settled = useDebouncedValue(typed);
  const search = useCid10Search(settled);
  const answer = settled && settled === typed ? search.data : undefined;
  const results = (answer?.items ?? []).filter((r) => !codes.includes(r.code));
  const found = answer?.total ?? 0;
  const shown = open && results.length > 0;
  const full = codes.length >= CID10_MAX_CODES;
  const listId = `${id}-opcoes`;
  const optionId = (i: number) => `${id}-opcao-${i}`;
  const statusId = useId();

  const setCodes = (next: string[]) => field.onChange(next);
  const choose = (item: Cid10Item) => {
    setDescriptions((d) => ({ ...d, [item.code]: item.description }));
    setCodes([...codes, item.code]);
    setText('');
    setActive(0);
  };
  const remove = (code: string) => setCodes(codes.filter((c) => c !== code));

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (results.length) {
        const step = e.key === 'ArrowDown' ? 1 : -1;
        setActive((i) => (i + step + results.length) % results.length);
      }
    } else if (e.key === 'Enter') {
      // Enter chooses; it never sends the form from this field.
      e.preventDefault();
      const item = shown ? results[Math.min(active, results.length - 1)] : undefined;
      if (item) choose(item);
    } else if (e.key === 'Escape' && shown) {
      e.stopPropagation();
      setOpen(false);
    } else if (e.key === 'Backspace' && text === '' && codes.length) {
      remove(codes[codes.length - 1]!);
    }
  };

  const arrayError = Array.isArray(fieldState.error)
    ? (fieldState.error as ({ message?: string } | undefined)[]).find((e) => e?.message)?.message
    : undefined;
  const failed = Boolean(typed) && settled === typed && search.isError;
  const status = !typed
    ? ''
    : settled !== typed || search.isFetching
      ? 'Buscando...'
      : failed
        ? ''
        : !results.length
          ? 'Nenhum código encontrado'
          : found > (answer?.items.length ?? 0)
            ? // The first ones only: the code sought may be further on, and more words bring it up.
              `Mostrando ${results.length} de ${formatCount(found)} códigos. Digite mais palavras para encontrar outros.`
            : `${results.length} ${results.length === 1 ? 'código encontrado' : 'códigos encontrados'}`;

  return (
    <Field
      id={id}
      label={label}
      hint={
        full
          ? `Máximo de ${CID10_MAX_CODES} códigos.`
          : 'Busque pelo código (ex.: J06.9) ou por palavras da descrição.'
      }
      error={fieldState.error?.message ?? arrayError}
    >
      {(control) => (
        <div className="space-y-2">
          {codes.length ? (
            <ul aria-label="Códigos CID-10 escolhidos" className="flex flex-wrap gap-2">
              {codes.map((code) => (
                <li
                  key={code}
                  className="flex max-w-full items-center gap-1 rounded-full bg-teal-50 py-1 pr-1 pl-3 text-sm text-teal-900 ring-1 ring-teal-200"
                >
                  <span className="font-semibold">{formatCid10(code)}</span>{' '}
                  <Cid10Description code={code} known={descriptions[code]} />
                  <button
                    type="button"
                    aria-label={`Remover ${formatCid10(code)}`}
                    className="ml-1 inline-flex size-7 shrink-0 items-center justify-center rounded-full text-teal-800 hover:bg-teal-100 focus-visible:outline-2 focus-visible:outline-teal-700"
                    onClick={() => remove(code)}
                  >
                    <X className="size-4" aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="relative">
            <Input
              {...control}
              ref={field.ref}
              type="search"
              role="combobox"
              autoComplete="off"
              aria-autocomplete="list"
              aria-expanded={shown}
              aria-controls={listId}
              aria-activedescendant={shown ? optionId(Math.min(active, results.length - 1)) : undefined}
              placeholder="Ex.: J06.9 ou infecção aguda"
              value={text}
              disabled={full}
              onBlur={field.onBlur}
              onChange={(e) => {
                setText(e.target.value);
                setOpen(true);
                setActive(0);
              }}
              onKeyDown={onKeyDown}
            />
            <ul
              id={listId}
              role="listbox"
              aria-label="Códigos CID-10 encontrados"
              hidden={!shown}
              className="mt-1 max-h-64 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-sm"
            >
              {shown
                ? results.map((item, i) => (
                    <li
                      key={item.code}
                      id={optionId(i)}
                      role="option"
                      aria-selected={i === active}
                      className={`flex cursor-pointer gap-2 rounded-md px-2 py-1.5 text-sm text-slate-900 ${
                        i === active ? 'bg-teal-50' : 'hover:bg-slate-50'
                      }`}
                      // Keeps the focus in the search while a result is clicked.
                      onMouseDown={(e) => e.preventDefault()}
                      onClick={() => choose(item)}
                    >
                      <span className="w-12 shrink-0 font-semibold">{formatCid10(item.code)}</span>{' '}
                      <span>{item.description}</span>
                    </li>
                  ))
                : null}
            </ul>
          </div>
          {failed ? (
            <p role="alert" className="text-sm text-red-700">
              Não foi possível buscar os códigos CID-10. Verifique sua conexão e tente novamente.
            </p>
          ) : null}
          <p id={statusId} className="sr-only" aria-live="polite">
            {status}
          </p>
        </div>
      )}
    </Field>
  );
}

/** A chosen code's description: the one its search gave, else looked up by the code (a restored draft). */
function Cid10Description({ code, known }: { code: string; known: string | undefined }) {
  const lookup = useCid10Search(known ? '' : code);
  const description = known ?? lookup.data?.items.find((item) => item.code === code)?.description;
  return description ? <span className="truncate">{description}</span> : null;
}
