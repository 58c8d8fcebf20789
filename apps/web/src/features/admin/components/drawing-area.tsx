/** The box of a chart or the map before its drawing is there: shaded, any word centred. */
export const DRAWING_AREA =
  'flex h-full items-center justify-center rounded-lg bg-slate-50 text-sm text-slate-600';

/**
 * The box until it nears the screen: shaded, without words, since nothing is loading yet (the
 * drawing's code and data are fetched only then).
 */
export const WAITING_TO_DRAW = <div className={DRAWING_AREA} />;
