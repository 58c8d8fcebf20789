import { useState } from 'react';
import { Camera, Trash2, UserRound } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { PhotoCaptureDialog } from './photo-capture-dialog';
import { RegistrationSection } from './registration-section';

type ProfilePhotoFieldProps = { value: string; onChange: (photo: string) => void };

/** Optional profile photo taken with the guided camera dialog, previewed before sending. */
export function ProfilePhotoField({ value, onChange }: ProfilePhotoFieldProps) {
  const [open, setOpen] = useState(false);
  return (
    <RegistrationSection title="Foto de perfil (opcional)">
      <div className="flex flex-col items-center gap-4 sm:flex-row">
        <div className="flex size-28 shrink-0 items-center justify-center overflow-hidden rounded-full border-2 border-slate-200 bg-slate-100">
          {value ? (
            <img src={value} alt="Prévia da foto de perfil" className="size-full object-cover" />
          ) : (
            <UserRound className="size-12 text-slate-400" aria-hidden="true" />
          )}
        </div>
        <div className="flex w-full flex-col gap-2 sm:w-auto">
          <Button variant="outline" onClick={() => setOpen(true)}>
            <Camera className="size-4" aria-hidden="true" />
            {value ? 'Tirar outra foto' : 'Tirar foto'}
          </Button>
          {value ? (
            <Button variant="ghost" onClick={() => onChange('')}>
              <Trash2 className="size-4" aria-hidden="true" />
              Remover foto
            </Button>
          ) : null}
          <p className="text-sm text-slate-600">A foto ajuda a unidade de saúde a identificar você.</p>
        </div>
      </div>
      <PhotoCaptureDialog open={open} onOpenChange={setOpen} onCapture={onChange} />
    </RegistrationSection>
  );
}
