import { pageColumn } from '../../components/ui/page';
import { WorkshopContactList } from '../../components/workshop/workshop-contact-list';
import { useWorkshopContact } from '../../lib/workshop-contact';
import { useTranslation } from 'react-i18next';

/**
 * The workshop's name and how to reach it, then the copyright. The footer keeps room at its foot, so
 * the floating Contact Us and theme buttons never cover its text.
 */
export function Footer() {
  const { t } = useTranslation();
  const { data: contact } = useWorkshopContact();
  return (
    <footer className="border-t border-slate-200 bg-white pb-36 pt-6 text-sm text-slate-700 dark:border-slate-800 dark:bg-slate-950 dark:text-slate-300">
      {contact && (
        <section aria-label={t('workshop.footerLabel')} className={`${pageColumn} mb-6`}>
          <p className="mb-2 font-semibold text-slate-900 dark:text-slate-100">{contact.name}</p>
          <WorkshopContactList contact={contact} />
        </section>
      )}
      <div className={`${pageColumn} flex flex-col gap-1 sm:flex-row sm:justify-between`}>
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        <p>{t('footer.tagline')}</p>
      </div>
    </footer>
  );
}
