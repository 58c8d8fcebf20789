/** The box of a chart or the map before its drawing is there: shaded, any word centred. */
export const DRAWING_AREA =
  'flex h-full items-center justify-center rounded-lg bg-slate-50 text-sm text-slate-600';
