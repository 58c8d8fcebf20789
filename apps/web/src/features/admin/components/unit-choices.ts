import { compareNames } from '@/lib/by-name';
import { useAllUnits } from '../api/use-admin-accounts';

/**
 * The props of a "Unidade de saúde" select: every unit of the city in name order (the list itself
 * pages newest first), with its loading and failure said in the field.
 */
export function useUnitChoices() {
  const units = useAllUnits();
  const options = (units.data ?? [])
    .map((u) => ({ value: String(u.id), label: u.name }))
    .sort((a, b) => compareNames(a.label, b.label));
  return {
    options,
    filterLabel: 'Filtrar unidades por nome',
    placeholder: units.isPending ? 'Carregando unidades...' : 'Selecione a unidade',
    error: units.isError ? 'Não foi possível carregar as unidades.' : undefined,
  };
}
