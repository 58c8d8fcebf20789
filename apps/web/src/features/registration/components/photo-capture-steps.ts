/** Guided profile-photo steps (spec 01 section 4) and their timings. */
export type PhotoStep = 'setup' | 'blink' | 'look-left' | 'look-right' | 'look-center' | 'captured';

export const SETUP_DELAY_MS = 1000;
export const COUNTDOWN_SECONDS = 3;
export const HAND_BACK_DELAY_MS = 1500;
export const PROFILE_PHOTO_QUALITY = 0.8;
/** A photo chosen from the gallery is drawn again with its longest side at most this (as captures are). */
export const PROFILE_PHOTO_SIDE = 800;

/** The steps the 'Próximo Passo' button moves through. */
export const NEXT_STEP: Partial<Record<PhotoStep, PhotoStep>> = {
  blink: 'look-left',
  'look-left': 'look-right',
  'look-right': 'look-center',
};

export const STEP_TEXT: Record<PhotoStep, { title: string; instruction: string }> = {
  setup: {
    title: 'Preparando a câmera',
    instruction: 'Posicione seu rosto no centro da imagem, em um lugar bem iluminado.',
  },
  blink: { title: 'Pisque os olhos', instruction: 'Pisque os olhos algumas vezes devagar.' },
  'look-left': { title: 'Olhe para a esquerda', instruction: 'Vire o rosto devagar para a esquerda.' },
  'look-right': { title: 'Olhe para a direita', instruction: 'Vire o rosto devagar para a direita.' },
  'look-center': {
    title: 'Olhe para a câmera',
    instruction: 'Olhe para o centro e fique parado: a foto será tirada automaticamente.',
  },
  captured: { title: 'Foto capturada!', instruction: 'Sua foto foi registrada com sucesso.' },
};

export const STEP_ORDER: PhotoStep[] = [
  'setup',
  'blink',
  'look-left',
  'look-right',
  'look-center',
  'captured',
];
