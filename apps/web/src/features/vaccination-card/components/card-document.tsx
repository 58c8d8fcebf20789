import type { VaccinationCard } from '@saude/shared/schemas/vaccination-card';
import { VACCINATION_CARD_VALIDATION_PATH } from '@saude/shared/schemas/vaccination-card';
import { cn } from '@/lib/cn';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { cnsLabel, maskCpf } from '@/lib/masks';
import { QrSvg } from './qr-svg';

const NOT_INFORMED = 'Não informado';

/**
 * The vaccination card as a document: on screen inside the app, and alone on an A4 page when printed
 * (`print`: black on white, the table always, no colours the printer would waste ink on).
 */
export function CardDocument({ card, print = false }: { card: VaccinationCard; print?: boolean }) {
  const { holder } = card;
  const validationAddress = `${window.location.host}${VACCINATION_CARD_VALIDATION_PATH}`;
  return (
    <article
      aria-labelledby={print ? undefined : 'carteira-titulo'}
      className={cn(
        'text-black',
        print ? 'bg-white text-[11pt]' : 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6',
      )}
    >
      <header className="flex flex-col gap-4 border-b border-black/70 pb-4 sm:flex-row sm:items-start sm:justify-between print:flex-row print:items-start print:justify-between">
        <div className="min-w-0 space-y-3">
          <div>
            <p className="text-xs font-medium tracking-wide uppercase">
              Secretaria Municipal de Saúde · Saúde Digital Municipal
            </p>
            <h2 id={print ? undefined : 'carteira-titulo'} className="text-2xl font-bold">
              Carteira de vacinação
            </h2>
          </div>
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2 print:grid-cols-2">
            <Field label="Nome" value={holder.full_name} wide />
            <Field label="CPF" value={holder.cpf ? maskCpf(holder.cpf) : null} />
            <Field label="Cartão SUS (CNS)" value={holder.cns ? cnsLabel(holder.cns) : null} />
            <Field
              label="Data de nascimento"
              value={holder.birth_date ? formatDate(holder.birth_date) : null}
            />
          </dl>
        </div>
        {card.qr ? (
          <figure className="flex shrink-0 flex-col items-center gap-1 self-center sm:self-start print:self-start">
            <QrSvg
              text={card.qr}
              label="QR code de validação da carteira de vacinação"
              className={print ? 'size-[50mm]' : 'size-64'}
            />
            <figcaption className="max-w-64 text-center text-xs">
              Aponte a câmera do celular para validar em {validationAddress}
            </figcaption>
          </figure>
        ) : null}
      </header>

      {card.vaccinations.length === 0 ? (
        <p className="py-6 text-center">Nenhuma vacina registrada.</p>
      ) : (
        <>
          <ol className={cn('divide-y divide-slate-200', print ? 'hidden' : 'sm:hidden')}>
            {card.vaccinations.map((v) => (
              <li key={v.id} className="py-3 text-sm">
                <p className="font-semibold">
                  {v.vaccine_name}
                  {v.dose ? <span className="font-normal"> · {v.dose}</span> : null}
                </p>
                <p>{formatDate(v.vaccine_date)}</p>
                <p className="text-slate-700">
                  {[v.batch_number && `Lote ${v.batch_number}`, v.manufacturer, v.health_unit_name]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </li>
            ))}
          </ol>
          <table
            className={cn('mt-4 w-full border-collapse text-left text-sm', print ? '' : 'hidden sm:table')}
          >
            <caption className="sr-only">Vacinas aplicadas, da mais antiga para a mais recente</caption>
            <thead>
              <tr className="border-b border-black">
                <th scope="col" className="py-1.5 pr-3 font-semibold">
                  Vacina
                </th>
                <th scope="col" className="py-1.5 pr-3 font-semibold">
                  Dose
                </th>
                <th scope="col" className="py-1.5 pr-3 font-semibold">
                  Data
                </th>
                <th scope="col" className="py-1.5 pr-3 font-semibold">
                  Lote
                </th>
                <th scope="col" className="py-1.5 pr-3 font-semibold">
                  Fabricante
                </th>
                <th scope="col" className="py-1.5 font-semibold">
                  Unidade
                </th>
              </tr>
            </thead>
            <tbody>
              {card.vaccinations.map((v) => (
                <tr key={v.id} className="border-b border-black/30 align-top break-inside-avoid">
                  <td className="py-1.5 pr-3 font-medium">{v.vaccine_name}</td>
                  <td className="py-1.5 pr-3">{v.dose ?? '—'}</td>
                  <td className="py-1.5 pr-3 whitespace-nowrap">{formatDate(v.vaccine_date)}</td>
                  <td className="py-1.5 pr-3">{v.batch_number ?? '—'}</td>
                  <td className="py-1.5 pr-3">{v.manufacturer ?? '—'}</td>
                  <td className="py-1.5">{v.health_unit_name ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}

      <footer className="mt-4 space-y-1 border-t border-black/70 pt-3 text-xs">
        <p>Emitida em {formatDateTime(card.issued_at)}.</p>
        {card.qr ? (
          <p>
            O QR code traz estes dados assinados digitalmente pela plataforma: quem o ler confere que a
            carteira é autêntica e não foi alterada.
          </p>
        ) : card.truncated ? (
          <p>Constam as vacinas mais recentes; o histórico completo está no arquivo “Baixar meus dados”.</p>
        ) : (
          <p>Esta carteira tem vacinas demais para caber em um QR code de validação.</p>
        )}
      </footer>
    </article>
  );
}

function Field({ label, value, wide = false }: { label: string; value: string | null; wide?: boolean }) {
  return (
    <div className={cn('min-w-0', wide && 'sm:col-span-2 print:col-span-2')}>
      <dt className="text-xs font-medium tracking-wide uppercase">{label}</dt>
      <dd className="font-medium break-words">{value || NOT_INFORMED}</dd>
    </div>
  );
}
