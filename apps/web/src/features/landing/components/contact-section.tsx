import { Link } from 'react-router';
import { ArrowRight, Mail, Phone } from '@/components/icons';
import { onlyDigits } from '@saude/shared/domain/format';
import { maskPhone } from '@/lib/masks';
import { usePublicConfig } from '@/features/public-config';
import { SectionHeading } from './section-heading';

/** Phone numbers of 10 or 11 digits are shown masked; anything else as configured. */
function displayPhone(phone: string): string {
  const digits = onlyDigits(phone);
  return digits.length === 10 || digits.length === 11 ? maskPhone(digits) : phone;
}

/** Contact details come from the installation (GET /api/public/config); a missing one is hidden. */
export function ContactSection() {
  const contact = usePublicConfig()?.contact;
  const email = contact?.email?.trim() || null;
  const phone = contact?.phone?.trim() || null;

  return (
    <section id="contato" aria-labelledby="contato-titulo" className="scroll-mt-20 py-16 sm:py-20">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <SectionHeading
          id="contato-titulo"
          eyebrow="Contato"
          title="Fale com a Secretaria Municipal de Saúde"
        />
        {email || phone ? (
          <ul className="mt-10 grid gap-4 sm:grid-cols-2">
            {email ? (
              <li>
                <a
                  href={`mailto:${email}`}
                  className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:border-teal-300"
                >
                  <Mail className="size-6 shrink-0 text-teal-700" aria-hidden="true" />
                  <span className="min-w-0">
                    <span className="block text-sm text-slate-600">E-mail</span>
                    <span className="block font-medium break-words text-slate-900">{email}</span>
                  </span>
                </a>
              </li>
            ) : null}
            {phone ? (
              <li>
                <a
                  href={`tel:${onlyDigits(phone)}`}
                  className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:border-teal-300"
                >
                  <Phone className="size-6 shrink-0 text-teal-700" aria-hidden="true" />
                  <span>
                    <span className="block text-sm text-slate-600">Telefone</span>
                    <span className="block font-medium text-slate-900">{displayPhone(phone)}</span>
                  </span>
                </a>
              </li>
            ) : null}
          </ul>
        ) : (
          <p className="mt-6 text-center text-slate-700">
            Procure a Secretaria Municipal de Saúde ou a unidade de saúde mais próxima.
          </p>
        )}
      </div>
    </section>
  );
}

export function LandingFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-4 px-4 py-10 text-center sm:px-6">
        <Link
          to="/system-access"
          className="inline-flex items-center gap-2 rounded-lg px-2 py-1 text-lg font-semibold text-teal-800 hover:underline"
        >
          Já tem acesso? Entrar no Sistema
          <ArrowRight className="size-5" aria-hidden="true" />
        </Link>
        <p className="text-sm text-slate-600">Saúde Digital Municipal · Secretaria Municipal de Saúde</p>
      </div>
    </footer>
  );
}
