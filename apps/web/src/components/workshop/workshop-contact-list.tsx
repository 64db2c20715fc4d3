import { telHref, whatsAppHref, type WorkshopContact } from '@karigar/domain/workshop-contact';
import { useTranslation } from 'react-i18next';
import { textLinkClasses } from '../ui/text-link';

/**
 * The workshop's address, phone (tap to call), WhatsApp, email, hours and map link, each on its own
 * line with a label; a detail the owner has not set is left out.
 */
export function WorkshopContactList({ contact, className = '' }: { contact: WorkshopContact; className?: string }) {
  const { t } = useTranslation();
  const whatsApp = contact.phone ? whatsAppHref(contact.phone) : undefined;
  const external = { target: '_blank', rel: 'noopener noreferrer', className: textLinkClasses };
  return (
    <dl className={`grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr] ${className}`}>
      <dt className="font-semibold">{t('workshop.address')}</dt>
      <dd className="whitespace-pre-line">{contact.address}</dd>
      {contact.phone && (
        <>
          <dt className="font-semibold">{t('workshop.phone')}</dt>
          <dd className="flex flex-wrap gap-x-4 gap-y-1">
            <a href={telHref(contact.phone)} className={textLinkClasses}>
              {t('workshop.call', { phone: contact.phone })}
            </a>
            {whatsApp && (
              <a href={whatsApp} {...external}>
                {t('workshop.whatsApp')}
              </a>
            )}
          </dd>
        </>
      )}
      {contact.email && (
        <>
          <dt className="font-semibold">{t('workshop.email')}</dt>
          <dd>
            <a href={`mailto:${contact.email}`} className={textLinkClasses}>
              {contact.email}
            </a>
          </dd>
        </>
      )}
      {contact.hours && (
        <>
          <dt className="font-semibold">{t('workshop.hours')}</dt>
          <dd>{contact.hours}</dd>
        </>
      )}
      {contact.mapUrl && (
        <>
          <dt className="font-semibold">{t('workshop.map')}</dt>
          <dd>
            <a href={contact.mapUrl} {...external}>
              {t('workshop.directions')}
            </a>
          </dd>
        </>
      )}
    </dl>
  );
}
