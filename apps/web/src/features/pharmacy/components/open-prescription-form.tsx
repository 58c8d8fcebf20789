import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Camera } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { validationTarget } from '../lib/validation-target';

/**
 * The way to a prescription from the counter: the phone camera opens the QR code's link by itself;
 * a QR reader's text or a code read aloud can be pasted here instead.
 */
export function OpenPrescriptionForm() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const target = validationTarget(text);
    if (!target) {
      setError('Cole o link lido do QR code ou o código da receita.');
      return;
    }
    void navigate(target);
  }

  return (
    <div className="space-y-4">
      <p className="flex items-start gap-2 rounded-xl bg-teal-50 p-3 text-sm text-teal-950">
        <Camera className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        Aponte a câmera do celular para o QR code da receita e abra o link: a página de validação mostra se a
        receita é válida e o botão para registrar a dispensação.
      </p>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <Field id="receita-codigo" label="Link do QR code ou código da receita" error={error}>
            {(c) => (
              <Input
                {...c}
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                value={text}
                onChange={(e) => {
                  setText(e.target.value);
                  setError(null);
                }}
              />
            )}
          </Field>
        </div>
        <Button type="submit">Abrir receita</Button>
      </form>
    </div>
  );
}
