import type { IconComponent } from '@/components/icons';
import { CircleCheck, FileText, KeyRound, Lock, ShieldCheck, Smartphone } from '@/components/icons';
import { SectionHeading } from './section-heading';

type Item = { icon: IconComponent; title: string; text: string };

const SECURITY: Item[] = [
  {
    icon: ShieldCheck,
    title: 'Proteção de dados (LGPD)',
    text: 'Dados de saúde tratados como dados pessoais sensíveis, acessíveis só a quem precisa deles.',
  },
  {
    icon: Lock,
    title: 'Acesso por perfil',
    text: 'Cada perfil vê apenas o que lhe compete; contas institucionais são criadas pela Secretaria.',
  },
  {
    icon: KeyRound,
    title: 'Senhas e sessões seguras',
    text: 'Senhas guardadas com criptografia forte e sessões que expiram automaticamente.',
  },
  {
    icon: FileText,
    title: 'Trilha de auditoria',
    text: 'Acessos a dados sensíveis ficam registrados: quem acessou, o quê e quando.',
  },
  {
    icon: Smartphone,
    title: 'App instalável',
    text: 'Funciona no navegador e pode ser instalado no celular, abrindo mesmo com conexão instável.',
  },
];

export function SecuritySection() {
  return (
    <section
      id="seguranca"
      aria-labelledby="seguranca-titulo"
      className="scroll-mt-20 bg-white py-16 sm:py-20"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="seguranca-titulo" eyebrow="Tecnologia e segurança" title="Seus dados protegidos">
          Tecnologia moderna e boas práticas de segurança em cada etapa.
        </SectionHeading>
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {SECURITY.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-slate-200 p-5">
              <Icon className="size-6 text-teal-700" aria-hidden="true" />
              <h3 className="mt-3 font-semibold text-slate-900">{title}</h3>
              <p className="mt-1.5 text-sm text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const BENEFITS = [
  {
    title: 'Para o cidadão',
    items: ['Menos filas e deslocamentos', 'Informações de saúde sempre à mão', 'Receitas que não se perdem'],
  },
  {
    title: 'Para a rede de saúde',
    items: [
      'Agendas organizadas e menos faltas',
      'Receitas legíveis e verificáveis',
      'Menos papel na recepção',
    ],
  },
  {
    title: 'Para a gestão pública',
    items: [
      'Dados para decisões mais rápidas',
      'Mapa de focos no combate à dengue',
      'Comunicação direta com a população',
    ],
  },
];

export function BenefitsSection() {
  return (
    <section aria-labelledby="beneficios-titulo" className="py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="beneficios-titulo" eyebrow="Benefícios" title="Ganhos para todos" />
        <div className="mt-12 grid gap-6 md:grid-cols-3">
          {BENEFITS.map(({ title, items }) => (
            <div key={title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
              <ul className="mt-4 space-y-2.5">
                {items.map((item) => (
                  <li key={item} className="flex gap-2 text-sm text-slate-800">
                    <CircleCheck className="size-5 shrink-0 text-emerald-700" aria-hidden="true" />
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
