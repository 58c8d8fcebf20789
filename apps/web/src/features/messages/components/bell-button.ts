/** The bell's look, the same before and after its menu has loaded. */
export const BELL_BUTTON_CLASS =
  'inline-flex size-11 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/25 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';
