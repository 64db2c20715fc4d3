import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';

/** A short page with a title, a sentence and a way home (not found, unauthorized). */
export function MessagePage({ code, title, text }: { code: string; title: string; text: string }) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <p className="text-6xl font-bold text-blue-700 dark:text-blue-300">{code}</p>
      <h1 className="mt-4 text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-slate-700 dark:text-slate-300">{text}</p>
      <Link to="/" className={buttonClasses('primary', 'md', 'mt-8')}>
        {t('common.goHome')}
      </Link>
    </div>
  );
}
