import { RefreshCw, TriangleExclamationPoint } from '@/components/icons';
import { Button } from '@/components/ui/button';

/** The app-shell error screen (spec 02 section 2): 'Erro na Aplicação' with a reload button. */
export function ErrorScreen({ message }: { message: string }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 p-4">
      <div
        role="alert"
        className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm"
      >
        <span className="mx-auto mb-4 flex size-14 items-center justify-center rounded-full bg-red-50 text-red-700">
          <TriangleExclamationPoint className="size-7" aria-hidden="true" />
        </span>
        <h1 className="text-xl font-semibold text-slate-900">Erro na Aplicação</h1>
        <p className="mt-2 text-slate-700">{message}</p>
        <Button className="mt-6 w-full" onClick={() => window.location.reload()}>
          <RefreshCw className="size-4" aria-hidden="true" />
          Tentar Novamente
        </Button>
      </div>
    </main>
  );
}
