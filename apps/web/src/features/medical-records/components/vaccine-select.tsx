import { useController, type FieldValues, type Path } from 'react-hook-form';
import { PNI_VACCINES, VACCINE_GROUPS, type VaccineGroup } from '@saude/shared/domain/vaccines';
import { OTHER_VACCINE, OTHER_VACCINE_LABEL } from '@saude/shared/schemas/health';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';

const GROUPS = Object.entries(VACCINE_GROUPS) as [VaccineGroup, string][];

/**
 * The vaccine, chosen from the national calendar (grouped as the calendar is read: the child's, the
 * adolescent's and adult's, the campaigns), or 'Outra vacina (fora do calendário)' to type it. A
 * native select: phones show their own picker, typing a letter jumps to it, screen readers announce
 * the groups.
 */
export function VaccineSelect<V extends FieldValues>({ name, id }: { name: Path<V>; id: string }) {
  const { field, fieldState } = useController<V>({ name });
  return (
    <Field id={id} label="Vacina" required error={fieldState.error?.message}>
      {(control) => (
        <NativeSelect
          {...control}
          name={field.name}
          ref={field.ref}
          value={(field.value as string | undefined) ?? ''}
          onBlur={field.onBlur}
          onChange={(e) => field.onChange(e.target.value)}
          required
        >
          <option value="">Selecione a vacina</option>
          {GROUPS.map(([group, label]) => (
            <optgroup key={group} label={label}>
              {PNI_VACCINES.filter((v) => v.group === group).map((v) => (
                <option key={v.code} value={v.code}>
                  {v.name}
                </option>
              ))}
            </optgroup>
          ))}
          <option value={OTHER_VACCINE}>{OTHER_VACCINE_LABEL}</option>
        </NativeSelect>
      )}
    </Field>
  );
}
