import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { ArrowLeft, Printer } from '@/components/icons';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { apiErrorMessage } from '@/lib/api-client';
import { useVaccinationCard } from '../api/vaccination-card-queries';
import { CardDocument } from '../components/card-document';

/**
 * Printed, the page is the card alone on A4: the app (#root) is left out and a copy of the card kept
 * beside it, outside the app's layout, is what the printer gets.
 */
const PRINT_STYLE = `
@page { size: A4; margin: 14mm; }
@media print {
  #root { display: none !important; }
  html, body { background: #fff !important; color: #000 !important; }
}`;

/** '/carteira-de-vacinacao': the patient's vaccination card, to show or print (decision 039). */
export default function VaccinationCardPage() {
  const card = useVaccinationCard();
  const [printRoot, setPrintRoot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const el = document.createElement('div');
    el.className = 'hidden print:block';
    el.dataset.print = 'carteira-de-vacinacao';
    document.body.append(el);
    setPrintRoot(el);
    return () => el.remove();
  }, []);

  if (card.isPending) return <LoadingScreen label="Carregando carteira de vacinação..." />;
  if (card.isError) {
    return (
      <Alert tone="error">
        {apiErrorMessage(card.error, 'Não foi possível carregar a carteira de vacinação. Tente novamente.')}
      </Alert>
    );
  }
  return (
    <div className="space-y-4">
      <style>{PRINT_STYLE}</style>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="max-w-2xl text-sm text-slate-700">
          Imprima ou mostre esta carteira quando pedirem seu comprovante de vacinação. O QR code permite a
          quem o ler conferir, sem conta na plataforma, que os dados são autênticos.
        </p>
        <div className="flex shrink-0 flex-col-reverse gap-2 sm:flex-row">
          <Link to="/dashboard" className={buttonClasses({ variant: 'outline' })}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            Voltar
          </Link>
          <Button onClick={() => window.print()}>
            <Printer className="size-4" aria-hidden="true" />
            Imprimir
          </Button>
        </div>
      </div>
      <CardDocument card={card.data} />
      {printRoot ? createPortal(<CardDocument card={card.data} print />, printRoot) : null}
    </div>
  );
}
