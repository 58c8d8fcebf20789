import { useEffect, useRef } from 'react';
import { Camera, ImagePlus, RotateCcw } from '@/components/icons';
import { useCamera } from '@/components/camera/use-camera';
import { photoFromDevice, UNREADABLE_PHOTO } from '@/lib/reduce-image';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

export const PHOTO_ERROR = 'Erro ao processar a foto. Tente novamente.';
/** Spec 01 section 5: longest side at most 800 px, JPEG at quality 0.8. */
const CAPTURE = { maxSide: 800, quality: 0.8 } as const;

type ProvisionalPhotoProps = {
  photo: string | null;
  onPhoto: (photo: string | null) => void;
  onError: (message: string | null) => void;
};

/**
 * Camera preview and capture; the camera runs only while no photo is held. Without a camera for the
 * page (refused, missing, held by another app) the phone's own camera or gallery serves, through a
 * file chooser, and the photo is made the same size.
 */
export function ProvisionalPhoto({ photo, onPhoto, onError }: ProvisionalPhotoProps) {
  const camera = useCamera({ facingMode: 'environment', width: 640, height: 480 });
  const { start, stop } = camera;
  const chooser = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (photo) return;
    void start();
    return () => stop();
  }, [photo, start, stop]);

  function capture() {
    try {
      const data = camera.capture(CAPTURE);
      if (!data || data.length < 100) throw new Error('empty frame');
      onError(null);
      onPhoto(data);
    } catch {
      onError(PHOTO_ERROR);
    }
  }

  async function fromDevice(file: File | undefined) {
    if (!file) return;
    const reduced = await photoFromDevice(file, CAPTURE);
    if (chooser.current) chooser.current.value = '';
    if (!reduced) return onError(UNREADABLE_PHOTO);
    onError(null);
    onPhoto(reduced);
  }

  if (photo) {
    return (
      <div className="space-y-2">
        <img
          src={photo}
          alt="Foto capturada"
          className="aspect-[4/3] w-full rounded-lg bg-slate-100 object-cover"
        />
        <Button variant="outline" size="sm" onClick={() => onPhoto(null)}>
          <RotateCcw className="size-4" aria-hidden="true" />
          Tirar outra foto
        </Button>
      </div>
    );
  }
  const failed = camera.status === 'error';
  return (
    <div className="space-y-2">
      {/* Without a camera the dark frame shows nothing: the choices below are what is left. */}
      <video
        ref={camera.videoRef}
        muted
        playsInline
        aria-label="Imagem da câmera"
        className={failed ? 'hidden' : 'aspect-[4/3] w-full rounded-lg bg-slate-900 object-cover'}
      />
      {camera.error ? <Alert tone="error">{camera.error}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        {failed ? (
          <>
            <Button onClick={() => chooser.current?.click()}>
              <ImagePlus className="size-4" aria-hidden="true" />
              Escolher ou tirar foto
            </Button>
            <Button variant="outline" onClick={() => void start()}>
              Tentar novamente
            </Button>
          </>
        ) : (
          <Button onClick={capture} disabled={camera.status !== 'ready'}>
            <Camera className="size-4" aria-hidden="true" />
            {camera.status === 'starting' ? 'Abrindo câmera...' : 'Capturar Foto'}
          </Button>
        )}
      </div>
      <input
        ref={chooser}
        type="file"
        accept="image/*"
        className="hidden"
        aria-label="Foto do aparelho"
        onChange={(e) => void fromDevice(e.target.files?.[0])}
      />
    </div>
  );
}
