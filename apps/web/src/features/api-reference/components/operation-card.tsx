import type { Role } from '@saude/shared/auth/roles';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import type { ApiOperation } from '../api/use-openapi';
import { fieldRows, typeText, type FieldRow, type JsonSchema } from '../schema-text';

const ROLE_NAMES: Record<Role, string> = {
  patient: 'paciente',
  doctor: 'médico',
  reception: 'recepção',
  health_department: 'Secretaria de Saúde',
  hospital: 'hospital/UBS',
  public_authority: 'órgão público',
  pharmacy: 'farmácia',
  pending_user: 'conta Google sem perfil',
};

const METHOD_STYLES: Record<string, string> = {
  get: 'bg-sky-50 text-sky-900 ring-1 ring-sky-200',
  post: 'bg-emerald-50 text-emerald-900 ring-1 ring-emerald-200',
  put: 'bg-amber-50 text-amber-950 ring-1 ring-amber-200',
  patch: 'bg-amber-50 text-amber-950 ring-1 ring-amber-200',
  delete: 'bg-red-50 text-red-900 ring-1 ring-red-200',
};

function accessText(op: ApiOperation): string {
  if (op.security.length === 0) return 'Pública (sem sessão)';
  const roles = (op['x-roles'] ?? []).map((r) => ROLE_NAMES[r as Role] ?? r);
  return roles.length ? `Sessão de: ${roles.join(', ')}` : 'Sessão';
}

function FieldList({ rows }: { rows: FieldRow[] }) {
  if (rows.length === 0) return <p className="text-sm text-slate-600">Sem campos.</p>;
  return (
    <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm">
      {rows.map((row, i) => (
        <li
          key={`${row.depth}-${row.name}-${i}`}
          className="flex flex-wrap items-baseline gap-x-2 px-3 py-1.5"
          style={{ paddingLeft: `${0.75 + row.depth * 1.25}rem` }}
        >
          <code className="font-mono font-medium break-all text-slate-900">{row.name}</code>
          <span className="text-slate-700">{row.type}</span>
          {row.required ? null : <span className="text-slate-600">(opcional)</span>}
        </li>
      ))}
    </ul>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="space-y-1.5">
      <h4 className="text-sm font-semibold text-slate-800">{title}</h4>
      {children}
    </div>
  );
}

/** One operation: method and path, what it does, who may call it, what it takes and answers. */
export function OperationCard({ op }: { op: ApiOperation }) {
  const [status, success] = Object.entries(op.responses).find(([code]) => code.startsWith('2')) ?? [];
  const [mediaType, media] = Object.entries(success?.content ?? {})[0] ?? [];
  const body = op.requestBody?.content['application/json']?.schema;
  const query = (op.parameters ?? []).filter((p) => p.in === 'query');
  const path = (op.parameters ?? []).filter((p) => p.in === 'path');
  const answer: JsonSchema | undefined = media?.schema;
  const name = `${op.method.toUpperCase()} ${op.path}`;
  const headingId = `op-${op.method}-${op.path.replace(/[^A-Za-z0-9]+/g, '-')}`;
  return (
    <Card role="article" aria-labelledby={headingId}>
      <CardHeader className="space-y-2">
        <h3 id={headingId} aria-label={name} className="flex flex-wrap items-center gap-2">
          <span
            className={cn(
              'rounded-md px-2 py-0.5 font-mono text-xs font-semibold uppercase',
              METHOD_STYLES[op.method],
            )}
          >
            {op.method}
          </span>
          <code className="font-mono text-sm font-medium break-all text-slate-900">{op.path}</code>
        </h3>
        <p className="text-slate-800">{op.summary}</p>
        <p className="flex flex-wrap gap-2 text-sm text-slate-700">
          <Badge tone={op.security.length === 0 ? 'success' : 'neutral'}>{accessText(op)}</Badge>
          {op['x-permission'] ? (
            <code className="font-mono text-xs text-slate-600">{op['x-permission']}</code>
          ) : null}
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        {path.length ? (
          <Section title="Parâmetros do caminho">
            <FieldList
              rows={path.map((p) => ({ name: p.name, type: typeText(p.schema), required: true, depth: 0 }))}
            />
          </Section>
        ) : null}
        {query.length ? (
          <Section title="Parâmetros da consulta">
            <FieldList
              rows={query.map((p) => ({
                name: p.name,
                type: typeText(p.schema),
                required: p.required,
                depth: 0,
              }))}
            />
          </Section>
        ) : null}
        {body ? (
          <Section title="Corpo (JSON)">
            <FieldList rows={fieldRows(body)} />
          </Section>
        ) : null}
        <Section title={`Resposta ${status ?? ''}${answer?.type === 'array' ? ' (lista paginada)' : ''}`}>
          {answer ? (
            <FieldList rows={fieldRows(answer)} />
          ) : (
            <p className="text-sm text-slate-700">
              {success?.description ?? ''} ({mediaType ?? 'sem corpo'})
            </p>
          )}
        </Section>
      </CardContent>
    </Card>
  );
}
