import { BRAZILIAN_UFS } from '@saude/shared/domain/professional-codes';

/** The UF select beside every CRM number: the 27 regional councils. */
export const CRM_UF_OPTIONS = BRAZILIAN_UFS.map((uf) => ({ value: uf, label: uf }));

/** The CRM number's input: digits only, as many as a council issues. */
export const CRM_NUMBER_PROPS = { kind: 'digits', maxLength: 7, inputMode: 'numeric' } as const;
