import { useNavigate } from 'react-router';
import { Camera } from '@/components/icons';
import { z } from 'zod';
import { FormField } from '@/components/form/form-field';
import { PageForm } from '@/components/form/page-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { validationTarget } from '@/features/prescription-validation';

/** What was pasted, read as the validation page it leads to. */
const openSchema = z.object({
  text: z.string().transform((value, context) => {
    const target = validationTarget(value);
    if (target) return target;
    context.addIssue({ code: 'custom', message: 'Cole o link lido do QR code ou o código da receita.' });
    return z.NEVER;
  }),
});

const DEFAULTS = { text: '' };

/**
 * The way to a prescription from the counter: the phone camera opens the QR code's link by itself;
 * a QR reader's text or a code read aloud can be pasted here instead.
 */
export function OpenPrescriptionForm() {
  const navigate = useNavigate();
  const form = useSchemaForm(openSchema, DEFAULTS);

  return (
    <div className="space-y-4">
      <p className="flex items-start gap-2 rounded-xl bg-teal-50 p-3 text-sm text-teal-950">
        <Camera className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        Aponte a câmera do celular para o QR code da receita e abra o link: a página de validação mostra se a
        receita é válida e o botão para registrar a dispensação.
      </p>
      <PageForm
        form={form}
        onSubmit={({ text }) => void navigate(text)}
        busy={false}
        submitLabel="Abrir receita"
        busyLabel="Abrir receita"
        submitLayout="inline"
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <div className="flex-1">
          <FormField<typeof DEFAULTS>
            name="text"
            id="receita-codigo"
            label="Link do QR code ou código da receita"
            autoComplete="off"
            autoCapitalize="off"
          />
        </div>
      </PageForm>
    </div>
  );
}
