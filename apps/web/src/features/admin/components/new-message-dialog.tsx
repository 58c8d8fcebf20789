import { useState } from 'react';
import { toast } from 'sonner';
import type { MessageRecipientType } from '@saude/shared/domain/constants';
import { GROUP_RECIPIENT_LABELS, MESSAGE_MESSAGES } from '@saude/shared/schemas/messages';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { apiErrorMessage } from '@/lib/api-client';
import { totalLabel } from '@/lib/api-list';
import { useMessageRecipients, useSendMessage } from '../api/use-admin-messages';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { SelectInput, TextInput } from './form-fields';

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

function MessageForm({ onDone }: { onDone: () => void }) {
  // No group chosen in advance: sending to the whole city must be a choice.
  const [type, setType] = useState<MessageRecipientType | ''>('');
  const [search, setSearch] = useState('');
  const [recipientId, setRecipientId] = useState('');
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useSendMessage();
  const recipients = useMessageRecipients(useDebouncedValue(search), type === 'individual');

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!type) return setProblem(MESSAGE_MESSAGES.chooseRecipients);
    if (!title.trim() || !text.trim()) return setProblem(MESSAGE_MESSAGES.titleAndTextRequired);
    if (type === 'individual' && !recipientId) return setProblem(MESSAGE_MESSAGES.chooseRecipient);
    setProblem(null);
    send.mutate(
      {
        recipient_type: type,
        recipient_id: type === 'individual' ? recipientId : null,
        title,
        message_text: text,
      },
      {
        onSuccess: () => {
          toast.success('Mensagem enviada com sucesso!');
          onDone();
        },
        onError: (error) => setProblem(apiErrorMessage(error, 'Erro ao enviar mensagem')),
      },
    );
  }

  const found = recipients.data;
  const options = (found?.items ?? []).map((r) => ({
    value: r.recipient_id,
    label: `${r.name} (${r.label})`,
  }));
  // The list is in name order; past its first page, typing more of the name finds the rest.
  const more = found?.next
    ? `Mostrando ${options.length} de ${totalLabel(found)}. Digite mais do nome para encontrar outros.`
    : undefined;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <SelectInput
        id="msg-tipo"
        label="Destinatários"
        required
        options={RECIPIENT_OPTIONS}
        placeholder="Selecione os destinatários"
        value={type}
        onValue={(v) => {
          setType(v as MessageRecipientType | '');
          setRecipientId('');
        }}
      />
      {type === 'individual' ? (
        <div className="space-y-3 rounded-xl border border-slate-200 p-3">
          <TextInput
            id="msg-busca"
            label="Buscar destinatário"
            type="search"
            placeholder="Nome ou CPF"
            value={search}
            onValue={setSearch}
          />
          <SelectInput
            id="msg-destinatario"
            label="Destinatário"
            required
            placeholder={recipients.isFetching ? 'Carregando...' : 'Selecione um destinatário'}
            options={options}
            value={recipientId}
            onValue={setRecipientId}
            hint={more}
          />
        </div>
      ) : null}
      <TextInput id="msg-titulo" label="Título" required maxLength={200} value={title} onValue={setTitle} />
      <Field id="msg-texto" label="Mensagem" required>
        {(control) => (
          <Textarea
            {...control}
            rows={5}
            maxLength={5000}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        )}
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? 'Enviando...' : 'Enviar Mensagem'}
        </Button>
      </div>
    </form>
  );
}
