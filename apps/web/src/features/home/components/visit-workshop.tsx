import { useTranslation } from 'react-i18next';
import { pageColumn } from '../../../components/ui/page';
import { WorkshopContactList } from '../../../components/workshop/workshop-contact-list';
import { useWorkshopContact } from '../../../lib/workshop-contact';

/** Where the workshop is and how to reach it, from its own settings; nothing until they are known. */
export function VisitWorkshop() {
  const { t } = useTranslation();
  const { data: contact } = useWorkshopContact();
  if (!contact) return null;
  return (
    <section aria-labelledby="visit-heading" className={`${pageColumn} py-16`}>
      <h2 id="visit-heading" className="text-3xl font-bold">
        {t('workshop.visitTitle')}
      </h2>
      <p className="mt-3 text-lg font-medium">{contact.name}</p>
      <WorkshopContactList contact={contact} className="mt-6 max-w-2xl text-slate-700 dark:text-slate-300" />
    </section>
  );
}
