import { useId, useRef, useState } from 'react';
import { ImagePlus, Trash2 } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { readReportPhoto } from './report-photo';

type ReportPhotoInputProps = { value: string | null; onChange: (dataUrl: string | null) => void };

/**
 * A photo taken now or one already in the gallery (the spot seen on the way home), checked before
 * sending. No `capture` attribute: with it a phone opens the camera alone, and an earlier photo
 * cannot be chosen; without it the phone asks which, the camera among the choices.
 */
export function ReportPhotoInput({ value, onChange }: ReportPhotoInputProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const errorId = `${id}-erro`;

  async function onFile(file: File | undefined) {
    setError(null);
    if (!file) return;
    const result = await readReportPhoto(file);
    if (result.ok) onChange(result.dataUrl);
    else {
      onChange(null);
      setError(result.message);
      if (inputRef.current) inputRef.current.value = '';
    }
  }

  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>Foto</Label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept="image/*"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => void onFile(event.target.files?.[0])}
        className="peer sr-only"
      />
      {/* The native picker's button text follows the browser's language; this one is always Portuguese. */}
      <label
        htmlFor={id}
        aria-hidden="true"
        className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg bg-teal-50 px-4 text-sm font-medium text-teal-900 peer-focus-visible:outline-2 peer-focus-visible:outline-teal-700 hover:bg-teal-100"
      >
        <ImagePlus className="size-4" aria-hidden="true" />
        {value ? 'Trocar foto' : 'Escolher ou tirar foto'}
      </label>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700" role="alert">
          {error}
        </p>
      ) : null}
      {value ? (
        <div className="relative mt-2">
          <img
            src={value}
            alt="Prévia da foto do relatório"
            className="max-h-48 w-full rounded-lg object-cover"
          />
          <Button
            variant="outline"
            size="sm"
            className="absolute top-2 right-2"
            onClick={() => {
              onChange(null);
              if (inputRef.current) inputRef.current.value = '';
            }}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            Remover
          </Button>
        </div>
      ) : (
        <p className="text-sm text-slate-600">
          JPG, PNG ou WEBP. Fotos acima de 5MB são reduzidas automaticamente.
        </p>
      )}
    </div>
  );
}
