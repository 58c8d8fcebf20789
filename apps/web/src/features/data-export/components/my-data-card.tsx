import { Download, FileHeart, Syringe } from '@/components/icons';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { apiErrorMessage } from '@/lib/api-client';
import { useDownloadMyData } from '../api/download-my-data';

export const VACCINATION_CARD_ROUTE = '/carteira-de-vacinacao';

/**
 * "Meus dados" (LGPD art. 18): the patient's copy of everything the platform keeps about their health,
 * as a file, and the printable vaccination card.
 */
export function MyDataCard() {
  const download = useDownloadMyData();
  return (
    <Card role="region" aria-labelledby="meus-dados" className="p-5">
      <h2 id="meus-dados" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <FileHeart className="size-5 text-teal-700" aria-hidden="true" />
        Meus dados
      </h2>
      <p className="mt-2 max-w-3xl text-sm text-slate-700">
        Baixe uma cópia de todos os seus dados de saúde guardados na plataforma: cadastro, consultas,
        atendimentos, diagnósticos, vacinas, exames e receitas. O arquivo segue o padrão FHIR R4, o mesmo da
        Rede Nacional de Dados em Saúde (RNDS), e pode ser levado a outro serviço de saúde. É um direito seu
        pela Lei Geral de Proteção de Dados (LGPD, art. 18). Guarde-o com cuidado: ele contém dados sensíveis.
      </p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button
          onClick={() => download.mutate()}
          disabled={download.isPending}
          aria-describedby={download.isError || download.isSuccess ? 'meus-dados-estado' : undefined}
        >
          <Download className="size-4" aria-hidden="true" />
          {download.isPending ? 'Preparando arquivo...' : 'Baixar meus dados'}
        </Button>
        <Link to={VACCINATION_CARD_ROUTE} className={buttonClasses({ variant: 'outline' })}>
          <Syringe className="size-4" aria-hidden="true" />
          Carteira de vacinação
        </Link>
      </div>
      <div id="meus-dados-estado" className="mt-3 empty:hidden">
        {download.isError ? (
          <Alert tone="error">
            {apiErrorMessage(download.error, 'Não foi possível baixar seus dados. Tente novamente.')}
          </Alert>
        ) : download.isSuccess ? (
          <Alert tone="success">Arquivo {download.data} baixado.</Alert>
        ) : null}
      </div>
    </Card>
  );
}
