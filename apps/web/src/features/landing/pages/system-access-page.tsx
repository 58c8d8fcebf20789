import type { IconComponent } from '@/components/icons';
import { ArrowRight, Hospital, Landmark, Lock, Stethoscope } from '@/components/icons';
import { Link } from 'react-router';
import { PageIntro, PublicPage } from '@/components/layout/public-page';
import { useDocumentTitle } from '@/lib/document-title';
import { LandingGate } from '@/features/session';

type AccessOption = {
  to: string;
  icon: IconComponent;
  title: string;
  text: string;
  items: string[];
  action: string;
  restricted?: boolean;
};

const OPTIONS: AccessOption[] = [
  {
    to: '/login',
    icon: Stethoscope,
    title: 'Sistema de Saúde',
    text: 'Para pacientes e profissionais de saúde.',
    items: ['Consultas e prontuário', 'Receitas digitais', 'Carteira de saúde'],
    action: 'Entrar no sistema',
  },
  {
    to: '/hospital-login',
    icon: Hospital,
    title: 'Hospitais e UBS',
    text: 'Para unidades de saúde da rede municipal.',
    items: ['Aprovar consultas', 'Agendar exames', 'Gerenciar agendas'],
    action: 'Acessar painel da unidade',
  },
  {
    to: '/public-authority-access',
    icon: Landmark,
    title: 'Órgãos Públicos',
    text: 'Polícia, Conselho Tutelar, Pessoas Desaparecidas e Segurança Pública.',
    items: ['Consulta de pessoas sem documentos', 'Mensagens da Secretaria'],
    action: 'Acesso restrito',
    restricted: true,
  },
];

/** '/system-access': the access chooser (spec 01 section 2). */
export default function SystemAccessPage() {
  useDocumentTitle('Acesso ao Sistema');
  return (
    <LandingGate>
      <PublicPage back={{ to: '/', label: 'Voltar ao início' }} width="lg">
        <PageIntro title="Acesso ao Sistema">Escolha como você quer entrar na plataforma.</PageIntro>
        <ul className="grid gap-5 md:grid-cols-3">
          {OPTIONS.map(({ to, icon: Icon, title, text, items, action, restricted }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-teal-400 hover:shadow-md"
              >
                <span className="flex items-center justify-between">
                  <span className="inline-flex rounded-xl bg-teal-50 p-3 text-teal-800">
                    <Icon className="size-7" aria-hidden="true" />
                  </span>
                  {restricted ? (
                    <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-1 text-xs font-medium text-amber-900 ring-1 ring-amber-200">
                      <Lock className="size-3.5" aria-hidden="true" /> Restrito
                    </span>
                  ) : null}
                </span>
                <span className="mt-4 text-lg font-semibold text-slate-900">{title}</span>
                <span className="mt-1 text-sm text-slate-700">{text}</span>
                <span className="mt-4 block space-y-1.5 text-sm text-slate-800">
                  {items.map((item) => (
                    <span key={item} className="flex gap-2">
                      <span className="mt-2 size-1.5 shrink-0 rounded-full bg-teal-600" aria-hidden="true" />
                      {item}
                    </span>
                  ))}
                </span>
                <span className="mt-auto inline-flex items-center gap-1.5 pt-6 font-medium text-teal-800 group-hover:underline">
                  {action}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center text-sm text-slate-700">
          Farmácia parceira?{' '}
          <Link to="/farmacia-login" className="font-medium text-teal-800 hover:underline">
            Entrar como farmácia
          </Link>
        </p>
        <p className="mt-4 text-center">
          <Link to="/" className="font-medium text-teal-800 hover:underline">
            Voltar para a página inicial
          </Link>
        </p>
      </PublicPage>
    </LandingGate>
  );
}
