import { useState } from 'react';
import { SearchField } from '@/components/ui/search-field';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/**
 * The search of the unit's clinical lists (Receitas, Exames, Vacinas) by the patient's name: the text
 * as typed, and the name the list is asked for once the typing settles.
 */
export function usePatientNameSearch() {
  const [text, setText] = useState('');
  const patient = useDebouncedValue(text.trim());
  return { text, setText, patient };
}

export function PatientNameSearch({
  id,
  search,
}: {
  id: string;
  search: ReturnType<typeof usePatientNameSearch>;
}) {
  return (
    <SearchField
      id={id}
      label="Buscar pelo nome do paciente"
      placeholder="Nome do paciente"
      value={search.text}
      onChange={search.setText}
    />
  );
}
