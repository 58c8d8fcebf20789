import { GraduationCap, Headset, LifeBuoy } from '@/components/icons';
import { SectionHeading } from './section-heading';

/** The impact figures of spec 01 section 1. */
const FIGURES = [
  { value: '95%', label: 'menos tempo de agendamento' },
  { value: '24/7', label: 'disponível a qualquer hora' },
  { value: '100%', label: 'digital, sem papel' },
];

export function ImpactSection() {
  return (
    <section aria-labelledby="impacto-titulo" className="bg-teal-800 py-16 text-white sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-teal-100 uppercase">Impacto</p>
          <h2 id="impacto-titulo" className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">
            Resultados que a população sente
          </h2>
        </div>
        <dl className="mt-10 grid gap-6 sm:grid-cols-3">
          {FIGURES.map(({ value, label }) => (
            <div key={value} className="rounded-2xl bg-white/10 p-6 text-center ring-1 ring-white/20">
              <dt className="sr-only">{label}</dt>
              <dd className="text-4xl font-bold sm:text-5xl">{value}</dd>
              <dd className="mt-2 text-teal-50">{label}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

const SUPPORT = [
  {
    icon: GraduationCap,
    title: 'Treinamento das equipes',
    text: 'Capacitação de médicos, recepção e unidades de saúde na implantação da plataforma.',
  },
  {
    icon: Headset,
    title: 'Atendimento ao usuário',
    text: 'Ajuda com dúvidas de acesso, cadastro e uso do sistema.',
  },
  {
    icon: LifeBuoy,
    title: 'Materiais de apoio',
    text: 'Guias passo a passo para pacientes, profissionais e órgãos públicos.',
  },
];

export function SupportSection() {
  return (
    <section aria-labelledby="suporte-titulo" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="suporte-titulo" eyebrow="Suporte e treinamento" title="Ninguém fica para trás">
          A Secretaria acompanha a implantação e apoia quem usa a plataforma no dia a dia.
        </SectionHeading>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {SUPPORT.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4 rounded-2xl border border-slate-200 p-5">
              <Icon className="size-7 shrink-0 text-teal-700" aria-hidden="true" />
              <div>
                <h3 className="font-semibold text-slate-900">{title}</h3>
                <p className="mt-1 text-sm text-slate-700">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
