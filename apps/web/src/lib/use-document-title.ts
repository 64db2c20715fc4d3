import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the browser tab's title to "<page> · Karigar". */
export function useDocumentTitle(page: string): void {
  const { t } = useTranslation();
  const app = t('app.name');
  useEffect(() => {
    document.title = `${page} · ${app}`;
  }, [page, app]);
}
