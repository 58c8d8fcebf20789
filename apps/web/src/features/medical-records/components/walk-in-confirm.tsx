import { useEffect, useRef } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { ApiError } from '@/lib/api-client';

/**
 * A health unit records a vaccine or an exam only for a patient in its care; for one it has no record
 * of, the server answers 409 and the unit attests the patient is at its counter (decision 027). The
 * box appears with that answer and is sent with the next try.
 */
export function WalkInConfirm({
  id,
  error,
  checked,
  onChange,
}: {
  id: string;
  error: unknown;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const asked = error instanceof ApiError && error.status === 409;
  const box = useRef<HTMLInputElement>(null);
  // The question appears at the foot of a long form, under the button's reach: bring it into view.
  useEffect(() => {
    if (asked) box.current?.focus();
  }, [asked]);
  if (!asked && !checked) return null;
  return (
    <Checkbox
      ref={box}
      id={id}
      checked={checked}
      onChange={(e) => onChange(e.target.checked)}
      label="Confirmo que o paciente está presente nesta unidade (atendimento sem agendamento)"
    />
  );
}
