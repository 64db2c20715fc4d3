import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';

/**
 * The frame of the sign-in pages: a centred card with a heading and a sentence. Its forms need
 * the app's code: without JavaScript the card says so.
 */
export function AuthCard({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <Card>
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{intro}</p>
        <noscript>
          <p className="mt-4 font-medium text-red-800 dark:text-red-300">{t('common.needsJavaScript')}</p>
        </noscript>
        <div className="mt-6">{children}</div>
      </Card>
    </div>
  );
}
