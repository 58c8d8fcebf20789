import type { IconComponent } from '@/components/icons';
import {
  Bell,
  Bug,
  CalendarCheck,
  ClipboardList,
  HeartPulse,
  Landmark,
  Mail,
  QrCode,
  ScanSearch,
  Stethoscope,
  UserRound,
} from '@/components/icons';
import { SectionHeading } from './section-heading';

type Feature = { icon: IconComponent; title: string; text: string };

const FEATURES: Feature[] = [
  {
    icon: CalendarCheck,
    title: 'Agendamento de consultas',
    text: 'Solicite consultas e exames pelo celular; a unidade de saúde aprova e define data, horário e médico.',
  },
  {
    icon: ClipboardList,
    title: 'Prontuário digital',
    text: 'Consultas, diagnósticos, tratamentos, vacinas e exames sempre disponíveis para você e seu médico.',
  },
  {
    icon: QrCode,
    title: 'Receitas com QR Code',
    text: 'Cada receita digital tem um QR Code único, validado pelas farmácias parceiras.',
  },
  {
    icon: HeartPulse,
    title: 'Carteira de saúde e vacinação',
    text: 'Tipo sanguíneo, alergias, contato de emergência, cartão SUS, vacinas e exames em um só lugar.',
  },
  {
    icon: Bug,
    title: 'Relatórios ambientais',
    text: 'Denuncie focos do mosquito da dengue e acúmulo de lixo com foto e localização, e acompanhe a solução.',
  },
  {
    icon: ScanSearch,
    title: 'Pessoas sem documentos',
    text: 'Cadastro provisório de pessoas atendidas sem documentos, consultado por órgãos públicos autorizados.',
  },
  {
    icon: Mail,
    title: 'Mensagens da Secretaria',
    text: 'Comunicados oficiais da Secretaria de Saúde direto no seu painel.',
  },
  {
    icon: Bell,
    title: 'Notificações',
    text: 'Avisos de consultas aprovadas, novos exames e mensagens, no navegador ou no app instalado.',
  },
];

export function FeaturesSection() {
  return (
    <section id="recursos" aria-labelledby="recursos-titulo" className="scroll-mt-20 bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="recursos-titulo"
          eyebrow="Recursos principais"
          title="Tudo o que a saúde do município precisa"
        >
          Do agendamento à receita, do prontuário ao combate à dengue.
        </SectionHeading>
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-slate-200 bg-slate-50/60 p-5">
              <span className="inline-flex rounded-xl bg-teal-700 p-2.5 text-white">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
              <p className="mt-1.5 text-sm text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

type Audience = { icon: IconComponent; title: string; text: string; items: string[] };

const AUDIENCES: Audience[] = [
  {
    icon: UserRound,
    title: 'Pacientes',
    text: 'Sua saúde na palma da mão.',
    items: [
      'Solicitar consultas e exames',
      'Ver prontuário, receitas e vacinas',
      'Carteira digital de saúde',
      'Reportar focos de mosquito e lixo',
    ],
  },
  {
    icon: Stethoscope,
    title: 'Profissionais de saúde',
    text: 'Médicos e recepção com menos papel e mais tempo para cuidar.',
    items: [
      'Receitas digitais com QR Code',
      'Agenda do dia e finalização de consultas',
      'Check-in e controle de faltas',
      'Cadastro de pacientes sem documentos',
    ],
  },
  {
    icon: Landmark,
    title: 'Órgãos públicos',
    text: 'Polícia, Conselho Tutelar, Pessoas Desaparecidas e Segurança Pública.',
    items: [
      'Consulta de pessoas atendidas sem documentos',
      'Busca por idade, sexo, descrição e local',
      'Mensagens da Secretaria de Saúde',
      'Acesso restrito e auditado',
    ],
  },
];

export function AudienceSection() {
  return (
    <section id="para-quem" aria-labelledby="para-quem-titulo" className="scroll-mt-20 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="para-quem-titulo" eyebrow="Para quem é" title="Uma plataforma, três públicos" />
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {AUDIENCES.map(({ icon: Icon, title, text, items }) => (
            <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="inline-flex rounded-xl bg-teal-50 p-3 text-teal-800">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-1 text-sm text-slate-700">{text}</p>
              <ul className="mt-4 space-y-2 text-sm text-slate-800">
                {items.map((item) => (
                  <li key={item} className="flex gap-2">
                    <span className="mt-2 size-1.5 shrink-0 rounded-full bg-teal-600" aria-hidden="true" />
                    {item}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
