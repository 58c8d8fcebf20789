import { Link } from 'react-router';
import { ArrowRight, CalendarCheck, CircleCheck, Pill, QrCode } from '@/components/icons';
import { buttonClasses } from '@/components/ui/button';

/** A small picture of the app made of markup: no image to download before the first paint. */
function HeroPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-sm">
      <div className="absolute -inset-2 rounded-[2rem] sm:-inset-4 bg-gradient-to-br from-teal-100 to-emerald-50" />
      <div className="relative space-y-3 rounded-3xl border border-slate-200 bg-white p-5 shadow-xl">
        <p className="text-sm text-slate-600">Olá, Maria!</p>
        <div className="flex items-center gap-3 rounded-2xl bg-emerald-50 p-3">
          <CalendarCheck className="size-6 text-emerald-700" />
          <div className="text-sm">
            <p className="font-semibold text-slate-900">Consulta aprovada</p>
            <p className="text-slate-600">Clínico Geral · 14/03 às 09:30</p>
          </div>
        </div>
        <div className="flex items-center gap-3 rounded-2xl bg-slate-50 p-3">
          <Pill className="size-6 text-teal-700" />
          <div className="flex-1 text-sm">
            <p className="font-semibold text-slate-900">Receita digital</p>
            <p className="text-slate-600">Válida · farmácias parceiras</p>
          </div>
          <QrCode className="size-8 text-slate-800" />
        </div>
        <div className="flex items-center gap-2 rounded-2xl border border-dashed border-teal-300 p-3 text-sm text-teal-900">
          <CircleCheck className="size-5 text-teal-700" />
          Foco de mosquito resolvido
        </div>
      </div>
    </div>
  );
}

export function HeroSection() {
  return (
    <section aria-labelledby="inicio-titulo" className="bg-gradient-to-b from-teal-50/70 to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-2">
        <div>
          <p className="inline-flex items-center rounded-full bg-white px-3 py-1 text-sm font-medium text-teal-900 ring-1 ring-teal-200">
            Secretaria Municipal de Saúde
          </p>
          <h1
            id="inicio-titulo"
            className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl"
          >
            Saúde pública digital, mais perto de você
          </h1>
          <p className="mt-4 text-lg text-slate-700">
            Agende consultas, acompanhe seu prontuário, receba receitas digitais com QR Code e ajude a
            combater a dengue. Pacientes, profissionais, unidades de saúde e órgãos públicos conectados em uma
            só plataforma.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/system-access" className={buttonClasses({ size: 'lg' })}>
              Acessar o Sistema
              <ArrowRight className="size-5" aria-hidden="true" />
            </Link>
            <Link to="/patient-register" className={buttonClasses({ size: 'lg', variant: 'outline' })}>
              Criar conta de paciente
            </Link>
          </div>
        </div>
        <HeroPreview />
      </div>
    </section>
  );
}
