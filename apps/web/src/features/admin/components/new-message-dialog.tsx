import { formatCpf } from '@saude/shared/domain/format';
import {
  GROUP_RECIPIENT_LABELS,
  MESSAGE_MESSAGES,
  messageSendSchema,
  type MessageRecipient,
} from '@saude/shared/schemas/messages';
import { FormField } from '@/components/form/form-field';
import { mutationFormProps } from '@/components/form/mutation-form';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { totalLabel } from '@/lib/api-list';
import { formatDate } from '@/lib/format-date';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useMessageRecipients, useSendMessage } from '../api/use-admin-messages';

const RECIPIENT_OPTIONS = [
  { value: 'individual', label: 'Destinatário individual' },
  ...Object.entries(GROUP_RECIPIENT_LABELS).map(([value, label]) => ({ value, label })),
];

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

export function NewMessageDialog({ open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Nova Mensagem">
        {open ? <MessageForm onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

// No group is chosen in advance: sending to the whole city must be a choice.
const DEFAULTS = { recipient_type: '', search: '', recipient_id: '', title: '', message_text: '' };
const Field = FormField<typeof DEFAULTS>;

/** Name and kind, then what tells apart people of one name (a city has many Maria da Silva). */
function recipientLabel(r: MessageRecipient): string {
  const details = [
    r.cpf ? `CPF ${formatCpf(r.cpf)}` : null,
    r.birth_date ? `nasc. ${formatDate(r.birth_date)}` : null,
    r.crm ? `CRM ${r.crm}` : null,
    r.username ? `usuário ${r.username}` : null,
  ].filter(Boolean);
  return [`${r.name} (${r.label})`, ...details].join(' · ');
}

function MessageForm({ onDone }: { onDone: () => void }) {
  const form = useSchemaForm(messageSendSchema, DEFAULTS);
  const send = useSendMessage();
  const values = form.watch();
  const individual = values.recipient_type === 'individual';
  const recipients = useMessageRecipients(useDebouncedValue(values.search), individual);

  const found = recipients.data;
  const options = (found?.items ?? []).map((r) => ({ value: r.recipient_id, label: recipientLabel(r) }));
  // The list is in name order; past its first page, typing more of the name finds the rest.
  const more = found?.next
    ? `Mostrando ${options.length} de ${totalLabel(found)}. Digite mais do nome para encontrar outros.`
    : undefined;
  // A phone's closed select cuts the label short: the one chosen is written out in full below it.
  const chosen = options.find((o) => o.value === values.recipient_id)?.label;
  return (
    <SchemaForm
      form={form}
      {...mutationFormProps(send, {
        success: 'Mensagem enviada com sucesso!',
        onDone,
        errorFallback: 'Erro ao enviar mensagem',
        busyLabel: 'Enviando...',
      })}
      submitLabel="Enviar Mensagem"
    >
      <Field
        name="recipient_type"
        id="msg-tipo"
        label="Destinatários"
        kind="select"
        required
        options={RECIPIENT_OPTIONS}
        placeholder="Selecione os destinatários"
        // Every choice offered is valid: the type can only fail by being left unchosen.
        error={form.formState.errors.recipient_type ? MESSAGE_MESSAGES.chooseRecipients : undefined}
        onValue={() => form.setValue('recipient_id', '')}
      />
      {individual ? (
        <div className="space-y-3 rounded-xl border border-slate-200 p-3">
          <Field
            name="search"
            id="msg-busca"
            label="Buscar destinatário"
            kind="search"
            placeholder="Nome ou CPF"
          />
          <Field
            name="recipient_id"
            id="msg-destinatario"
            label="Destinatário"
            kind="select"
            required
            placeholder={recipients.isFetching ? 'Carregando...' : 'Selecione um destinatário'}
            options={options}
            hint={chosen ? `Escolhido: ${chosen}` : more}
          />
        </div>
      ) : null}
      <Field name="title" id="msg-titulo" label="Título" required maxLength={200} />
      <Field
        name="message_text"
        id="msg-texto"
        label="Mensagem"
        kind="textarea"
        required
        rows={5}
        maxLength={5000}
      />
    </SchemaForm>
  );
}
