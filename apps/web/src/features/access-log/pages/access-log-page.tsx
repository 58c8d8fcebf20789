import { ArrowLeft } from '@/components/icons';
import { Link } from 'react-router';
import { AccessLogList } from '../components/access-log-list';

/** '/quem-acessou-meus-dados' (decision 038): patients only, reached from the health card. */
export default function AccessLogPage() {
  return (
    <div className="space-y-5">
      <Link
        to="/dashboard"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-teal-800 underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Voltar ao painel
      </Link>
      <p className="max-w-2xl text-slate-700">
        Cada vez que um profissional, uma unidade de saúde, uma farmácia, a Secretaria de Saúde ou um órgão
        público consulta seu prontuário, suas receitas, vacinas ou exames, o acesso fica registrado. Aqui você
        vê quem acessou, quando e o quê. Os seus próprios acessos não aparecem.
      </p>
      <section aria-labelledby="acessos" className="space-y-3">
        <h2 id="acessos" className="sr-only">
          Acessos aos seus dados
        </h2>
        <AccessLogList />
      </section>
    </div>
  );
}
