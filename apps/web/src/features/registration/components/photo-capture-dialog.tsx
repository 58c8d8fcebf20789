import { useEffect, useRef, useState } from 'react';
import { Camera, ImageUp, RotateCcw } from '@/components/icons';
import { photoFromDevice, UNREADABLE_PHOTO } from '@/lib/reduce-image';
import { useCamera } from '@/components/camera/use-camera';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import {
  COUNTDOWN_SECONDS,
  HAND_BACK_DELAY_MS,
  NEXT_STEP,
  PROFILE_PHOTO_QUALITY,
  PROFILE_PHOTO_SIDE,
  SETUP_DELAY_MS,
  STEP_ORDER,
  STEP_TEXT,
  type PhotoStep,
} from './photo-capture-steps';

type PhotoCaptureDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCapture: (dataUrl: string) => void;
};

/** The dialog is mounted only while open, so every opening starts a fresh guided session. */
export function PhotoCaptureDialog({ open, onOpenChange, onCapture }: PhotoCaptureDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent
          title="Foto de perfil"
          description="Siga as instruções para registrar sua foto."
          className="max-w-md"
        >
          <GuidedCapture
            onDone={(photo) => {
              onCapture(photo);
              onOpenChange(false);
            }}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/** Setup -> blink -> look left -> look right -> look center (3 s countdown) -> captured. */
function GuidedCapture({ onDone }: { onDone: (photo: string) => void }) {
  const camera = useCamera({ facingMode: 'user' });
  const { start, stop, capture, status } = camera;
  const [step, setStep] = useState<PhotoStep>('setup');
  const [countdown, setCountdown] = useState(COUNTDOWN_SECONDS);
  const [photo, setPhoto] = useState<string | null>(null);

  useEffect(() => {
    void start();
  }, [start]);

  useEffect(() => {
    if (step !== 'setup' || status !== 'ready') return;
    const timer = setTimeout(() => setStep('blink'), SETUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [step, status]);

  useEffect(() => {
    if (step !== 'look-center') return;
    if (countdown > 0) {
      const timer = setTimeout(() => setCountdown((n) => n - 1), 1000);
      return () => clearTimeout(timer);
    }
    const shot = capture({ quality: PROFILE_PHOTO_QUALITY });
    stop();
    setPhoto(shot);
    setStep('captured');
  }, [step, countdown, capture, stop]);

  useEffect(() => {
    if (step !== 'captured' || !photo) return;
    const timer = setTimeout(() => onDone(photo), HAND_BACK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [step, photo, onDone]);

  function restart() {
    setPhoto(null);
    setCountdown(COUNTDOWN_SECONDS);
    setStep('setup');
    void start();
  }

  const text = STEP_TEXT[step];
  const next = NEXT_STEP[step];
  const stepNumber = STEP_ORDER.indexOf(step) + 1;
  const failed = step === 'captured' && !photo;
  const cameraFailed = camera.status === 'error';
  const gallery = useRef<HTMLInputElement>(null);
  const [galleryError, setGalleryError] = useState<string | null>(null);

  // Without a camera (refused, missing, busy) a photo from the gallery serves, made the same size.
  async function fromGallery(file: File | undefined) {
    if (!file) return;
    setGalleryError(null);
    const reduced = await photoFromDevice(file, {
      maxSide: PROFILE_PHOTO_SIDE,
      quality: PROFILE_PHOTO_QUALITY,
    });
    if (!reduced) return setGalleryError(UNREADABLE_PHOTO);
    stop();
    setPhoto(reduced);
    setStep('captured');
  }

  return (
    <div className="space-y-4">
      {camera.error ? <Alert tone="error">{camera.error}</Alert> : null}
      {galleryError ? <Alert tone="error">{galleryError}</Alert> : null}
      {/* Without a camera the dark frame shows nothing: the choices below are what is left. */}
      <div
        className={
          cameraFailed && !photo ? 'hidden' : 'relative aspect-[4/3] overflow-hidden rounded-xl bg-slate-900'
        }
      >
        {photo ? (
          <img src={photo} alt="Foto capturada" className="size-full object-cover" />
        ) : (
          <video
            ref={camera.videoRef}
            autoPlay
            playsInline
            muted
            aria-label="Imagem da câmera"
            className="size-full -scale-x-100 object-cover"
          />
        )}
        {step === 'look-center' && countdown > 0 ? (
          <span
            aria-hidden="true"
            className="absolute inset-0 flex items-center justify-center text-7xl font-bold text-white drop-shadow-lg"
          >
            {countdown}
          </span>
        ) : null}
      </div>

      {cameraFailed && !photo ? null : (
        <div role="status" aria-live="polite" className="text-center">
          <p className="text-sm text-slate-600">
            Passo {stepNumber} de {STEP_ORDER.length}
          </p>
          <p className="text-lg font-semibold text-slate-900">{text.title}</p>
          <p className="text-sm text-slate-700">
            {failed ? 'Não foi possível capturar a foto. Tente novamente.' : text.instruction}
          </p>
          {step === 'look-center' && countdown > 0 ? (
            <p className="mt-1 text-sm font-medium text-teal-800">Foto em {countdown}...</p>
          ) : null}
        </div>
      )}

      <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
        {next ? (
          <Button onClick={() => setStep(next)}>
            <Camera className="size-4" aria-hidden="true" />
            Próximo Passo
          </Button>
        ) : null}
        {cameraFailed || failed ? (
          <Button variant="outline" onClick={restart}>
            <RotateCcw className="size-4" aria-hidden="true" />
            Tentar novamente
          </Button>
        ) : null}
        {cameraFailed && !photo ? (
          <Button onClick={() => gallery.current?.click()}>
            <ImageUp className="size-4" aria-hidden="true" />
            Escolher da galeria
          </Button>
        ) : null}
      </div>
      <input
        ref={gallery}
        type="file"
        accept="image/*"
        className="hidden"
        aria-label="Foto da galeria"
        onChange={(e) => void fromGallery(e.target.files?.[0])}
      />
    </div>
  );
}
