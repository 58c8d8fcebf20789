import { BRAZILIAN_UFS } from '@saude/shared/domain/professional-codes';
import { FormField } from './form-field';

/** The UF select beside every CRM number: the 27 regional councils. */
const CRM_UF_OPTIONS = BRAZILIAN_UFS.map((uf) => ({ value: uf, label: uf }));

const Field = FormField<{ crm: string; crm_uf: string }>;

/**
 * A doctor's CRM as every form asks it (decision 035): the number, digits only and as many as a
 * council issues, beside its council's state. The form's values name them `crm` and `crm_uf`.
 */
export function CrmFields({ idPrefix, required }: { idPrefix: string; required?: boolean }) {
  return (
    <div className="grid grid-cols-[1fr_6rem] gap-3">
      <Field
        name="crm"
        id={`${idPrefix}-crm`}
        label="CRM"
        kind="digits"
        maxLength={7}
        inputMode="numeric"
        required={required}
      />
      <Field
        name="crm_uf"
        id={`${idPrefix}-crm-uf`}
        label="UF do CRM"
        kind="select"
        required={required}
        placeholder="UF"
        options={CRM_UF_OPTIONS}
      />
    </div>
  );
}
