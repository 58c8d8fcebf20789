import { PageIntro, PublicPage } from '@/components/layout/public-page';
import { Alert } from '@/components/ui/alert';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { apiErrorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/document-title';
import { useApiOperations, type ApiOperation } from '../api/use-openapi';
import { OperationCard } from '../components/operation-card';

const anchorOf = (tag: string) =>
  `api-${tag
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')}`;

function byTag(operations: ApiOperation[]): [string, ApiOperation[]][] {
  const groups = new Map<string, ApiOperation[]>();
  for (const op of operations) {
    const tag = op.tags[0] ?? 'Outros';
    groups.set(tag, [...(groups.get(tag) ?? []), op]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'pt-BR'))
    .map(([tag, ops]) => [
      tag,
      ops.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method)),
    ]);
}

/** '/referencia-api': the API reference for the city's developers, read from GET /api/openapi.json. */
export default function ApiReferencePage() {
  useDocumentTitle('Referência da API');
  const operations = useApiOperations();
  return (
    <PublicPage back={{ to: '/', label: 'Voltar ao início' }} width="lg">
      <PageIntro title="Referência da API">
        Todas as rotas da API, com quem pode chamá-las, o que recebem e o que respondem. A mesma descrição, em
        OpenAPI 3.1, está em{' '}
        <a href="/api/openapi.json" className="font-medium text-teal-800 underline">
          /api/openapi.json
        </a>
        .
      </PageIntro>
      {operations.isPending ? (
        <LoadingScreen label="Carregando a referência..." />
      ) : operations.isError ? (
        <Alert tone="error">
          {apiErrorMessage(operations.error, 'Não foi possível carregar a referência da API.')}
        </Alert>
      ) : (
        <ReferenceBody groups={byTag(operations.data)} total={operations.data.length} />
      )}
    </PublicPage>
  );
}

function ReferenceBody({ groups, total }: { groups: [string, ApiOperation[]][]; total: number }) {
  return (
    <div className="space-y-10">
      <nav aria-label="Grupos da API" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <p className="mb-2 text-sm text-slate-700">
          {total} rotas em {groups.length} grupos. Erros respondem{' '}
          <code className="font-mono">{'{"error": "mensagem"}'}</code>; as listas são paginadas por cursor (
          <code className="font-mono">?limit=</code> e o cabeçalho <code className="font-mono">Link</code>).
        </p>
        <ul className="flex flex-wrap gap-2">
          {groups.map(([tag, ops]) => (
            <li key={tag}>
              <a
                href={`#${anchorOf(tag)}`}
                className="inline-flex min-h-11 items-center rounded-lg border border-slate-200 px-3 text-sm font-medium text-teal-800 hover:bg-teal-50"
              >
                {tag} ({ops.length})
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map(([tag, ops]) => (
        <section key={tag} aria-labelledby={anchorOf(tag)} className="space-y-4">
          <h2 id={anchorOf(tag)} className="scroll-mt-4 text-xl font-semibold text-slate-900">
            {tag}
          </h2>
          {ops.map((op) => (
            <OperationCard key={`${op.method} ${op.path}`} op={op} />
          ))}
        </section>
      ))}
    </div>
  );
}
