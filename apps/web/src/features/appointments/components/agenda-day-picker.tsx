import { ChevronLeft, ChevronRight } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { addDays, localIsoDay } from '@/lib/calendar-day';

type AgendaDayPickerProps = { value: string; onChange(day: string): void };

/**
 * The agenda's first day: the list shows it and the days after it, then the earlier ones. Staff open
 * it on today and move a day at a time, pick any date, or come back with "Hoje".
 */
export function AgendaDayPicker({ value, onChange }: AgendaDayPickerProps) {
  const today = localIsoDay();
  return (
    <div role="group" aria-label="Dia da agenda" className="flex flex-wrap items-end gap-2">
      <Button
        variant="outline"
        size="icon"
        aria-label="Dia anterior"
        onClick={() => onChange(addDays(value, -1))}
      >
        <ChevronLeft className="size-5" aria-hidden="true" />
      </Button>
      <div className="space-y-1">
        <Label htmlFor="agenda-dia">A partir de</Label>
        <Input
          id="agenda-dia"
          type="date"
          className="w-44"
          value={value}
          // Clearing the field leaves the day as it was: an agenda always starts somewhere.
          onChange={(e) => e.target.value && onChange(e.target.value)}
        />
      </div>
      <Button
        variant="outline"
        size="icon"
        aria-label="Próximo dia"
        onClick={() => onChange(addDays(value, 1))}
      >
        <ChevronRight className="size-5" aria-hidden="true" />
      </Button>
      <Button variant="secondary" onClick={() => onChange(today)} aria-pressed={value === today}>
        Hoje
      </Button>
    </div>
  );
}
