import { Spinner } from './spinner';

/** The spec's 'Carregando...' state, announced politely to screen readers. */
export function LoadingScreen({ label = 'Carregando...' }: { label?: string }) {
  return (
    <div
      role="status"
      className="flex min-h-[50dvh] w-full items-center justify-center gap-3 p-8 text-slate-700"
    >
      <Spinner className="text-teal-700" />
      <span>{label}</span>
    </div>
  );
}
