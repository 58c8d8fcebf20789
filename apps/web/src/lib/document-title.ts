import { useEffect } from 'react';

export const APP_NAME = 'Saúde Digital Municipal';

/** Sets the browser tab title, so screen readers and history entries name the page. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
