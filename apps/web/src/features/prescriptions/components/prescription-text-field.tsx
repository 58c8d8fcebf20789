import { useRef, useState } from 'react';
import { Pill } from '@/components/icons';
import { LIMITS } from '@saude/shared/domain/constants';
import { allergyMatches } from '@saude/shared/domain/allergy-match';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { useMedicationSearch } from '../api/use-medication-search';
import { replaceWord, wordAtCaret } from '../lib/current-word';
import { useDebouncedValue } from '@/lib/use-debounced-value';

type PrescriptionTextFieldProps = {
  id: string;
  value: string;
  onChange(text: string): void;
  error?: string | null;
  /** The patient's recorded allergies: suggestions that name one are marked. */
  allergies?: string | null;
};

/**
 * The prescription text, with medication suggestions for the word being typed (from 2 characters,
 * spec 01 section 5). Choosing a suggestion replaces that word, so a doctor can type "amox" and
 * pick the full name and strength.
 */
export function PrescriptionTextField({ id, value, onChange, error, allergies }: PrescriptionTextFieldProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState(0);
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);
  const at = wordAtCaret(value, caret);
  const word = useDebouncedValue(at.word.length >= LIMITS.searchMinChars ? at.word : '', 150);
  const suggestions = useMedicationSearch(word);
  const list = word && word === at.word && dismissedFor !== word ? (suggestions.data ?? []) : [];

  const choose = (name: string) => {
    const next = replaceWord(value, at, name);
    onChange(next.text);
    setCaret(next.caret);
    setDismissedFor(name);
    // Back to the text so the doctor keeps writing the dose after the medication.
    requestAnimationFrame(() => {
      ref.current?.focus();
      ref.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  const track = (el: HTMLTextAreaElement) => setCaret(el.selectionStart ?? el.value.length);

  return (
    <Field
      id={id}
      label="Prescrição"
      required
      error={error}
      hint="Digite o nome do medicamento para ver sugestões."
    >
      {(control) => (
        <div className="space-y-2">
          <Textarea
            {...control}
            ref={ref}
            rows={6}
            value={value}
            placeholder="Ex.: Amoxicilina 500 mg — 1 cápsula a cada 8 horas por 7 dias"
            onChange={(e) => {
              onChange(e.target.value);
              track(e.target);
            }}
            onSelect={(e) => track(e.currentTarget)}
            onKeyDown={(e) => {
              if (e.key === 'Escape' && list.length > 0) {
                e.stopPropagation();
                setDismissedFor(word);
              }
            }}
          />
          {list.length > 0 ? (
            <div className="rounded-lg border border-slate-200 bg-white p-2 shadow-sm">
              <p id={`${id}-sugestoes`} className="px-1 pb-1 text-xs font-medium text-slate-700">
                Sugestões de medicamentos
              </p>
              <ul aria-labelledby={`${id}-sugestoes`} className="flex flex-col gap-1">
                {list.map((name) => {
                  const allergic = allergyMatches(allergies, name).length > 0;
                  return (
                    <li key={name}>
                      <button
                        type="button"
                        className="flex w-full items-start gap-2 rounded-md px-2 py-1.5 text-left text-sm text-slate-900 hover:bg-teal-50 focus-visible:bg-teal-50 focus-visible:outline-2 focus-visible:outline-teal-700"
                        onClick={() => choose(name)}
                      >
                        <Pill className="mt-0.5 size-4 shrink-0 text-teal-700" aria-hidden="true" />
                        <span className="flex-1">{name}</span>
                        {allergic ? (
                          <span className="shrink-0 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
                            Alergia
                          </span>
                        ) : null}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </div>
          ) : null}
        </div>
      )}
    </Field>
  );
}
