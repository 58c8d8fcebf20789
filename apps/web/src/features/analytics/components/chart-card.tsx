/**
 * The frame every analytics chart shares: a heading, the chart itself hidden from assistive
 * technology, a one-sentence summary read out instead, and the same figures as a table anyone can
 * open. A chart without data shows a sentence rather than empty axes.
 */
import { useId, type ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatCount } from '../lib/format';

/** Numbers with the thousands separator ('1.768'); text as it is. */
const shown = (value: string | number) => (typeof value === 'number' ? formatCount(value) : value);

export type TableRow = { label: string; value: string | number };

type Props = {
  title: string;
  description?: string;
  /** Read by screen readers in place of the drawing. */
  summary: string;
  /** Header of the two columns of the table alternative. */
  columns: [string, string];
  rows: TableRow[];
  empty: boolean;
  emptyText?: string;
  /** Height class of the drawing area. */
  height?: string;
  className?: string;
  children: ReactNode;
};

export function ChartCard({
  title,
  description,
  summary,
  columns,
  rows,
  empty,
  emptyText = 'Sem dados no período',
  height = 'h-64',
  className,
  children,
}: Props) {
  const titleId = useId();
  return (
    <Card className={cn('flex min-w-0 flex-col', className)}>
      <section aria-labelledby={titleId} className="flex flex-1 flex-col">
        <CardHeader className="pb-3 sm:pb-3">
          <h4 id={titleId} className="text-base font-semibold text-slate-900">
            {title}
          </h4>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent className="flex flex-1 flex-col gap-3">
          <p className="sr-only">{summary}</p>
          {empty ? (
            <p className="flex flex-1 items-center justify-center rounded-lg bg-slate-50 py-10 text-center text-sm text-slate-600">
              {emptyText}
            </p>
          ) : (
            <div className={cn('w-full min-w-0', height)} aria-hidden="true">
              {children}
            </div>
          )}
          {!empty && rows.length > 0 ? <DataTable title={title} columns={columns} rows={rows} /> : null}
        </CardContent>
      </section>
    </Card>
  );
}

function DataTable({ title, columns, rows }: { title: string; columns: [string, string]; rows: TableRow[] }) {
  return (
    <details className="group text-sm">
      <summary className="cursor-pointer rounded font-medium text-teal-800 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700">
        Ver dados em tabela
      </summary>
      <div className="mt-2 max-h-64 overflow-auto rounded-lg border border-slate-200">
        <table className="w-full text-left">
          <caption className="sr-only">{title}</caption>
          <thead className="sticky top-0 bg-slate-50 text-xs font-semibold text-slate-700 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">
                {columns[0]}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {columns[1]}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row" className="px-3 py-1.5 font-normal text-slate-800">
                  {row.label}
                </th>
                <td className="px-3 py-1.5 text-right text-slate-900 tabular-nums">{shown(row.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** 'Agendada: 3, Realizada: 5' */
export function listSummary(rows: TableRow[]): string {
  return rows.map((r) => `${r.label}: ${shown(r.value)}`).join(', ');
}
