import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/document-title';

export default function NotFoundPage() {
  useDocumentTitle('Página não encontrada');
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <div className="max-w-md text-center">
        <p className="text-sm font-semibold text-teal-800">Erro 404</p>
        <h1 className="mt-2 text-2xl font-semibold text-slate-900">Página não encontrada</h1>
        <p className="mt-2 text-slate-700">O endereço acessado não existe ou foi alterado.</p>
        <Link to="/" className={buttonClasses({ className: 'mt-6' })}>
          Voltar ao início
        </Link>
      </div>
    </main>
  );
}
