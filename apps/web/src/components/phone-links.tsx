import { displayPhone, e164Digits, whatsAppLink } from '@karigar/domain/phone';
import { MessageCircle, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from './ui/button';
import { textLinkClasses } from './ui/text-link';

interface PhoneLinksProps {
  phone: string;
  /** 'inline' (a list, a card): the number to tap, WhatsApp beside it; 'buttons' (the enquiry modal): Call and WhatsApp. */
  look?: 'inline' | 'buttons';
}

/**
 * A phone number shown to the owner: a `tel:` link to call it and WhatsApp's click-to-chat link
 * beside it (Indian numbers get 91). A number that cannot be dialled as it is shows as plain text.
 */
export function PhoneLinks({ phone: stored, look = 'inline' }: PhoneLinksProps) {
  const { t } = useTranslation();
  const phone = displayPhone(stored);
  const digits = e164Digits(stored);
  const chat = whatsAppLink(stored);
  if (digits === null || chat === null) return look === 'inline' ? <span>{phone}</span> : null;
  const tel = `tel:+${digits}`;
  const whatsAppLabel = t('phone.whatsAppTo', { phone });
  if (look === 'buttons')
    return (
      <>
        <a href={tel} aria-label={t('phone.callTo', { phone })} className={buttonClasses('secondary')}>
          <Phone aria-hidden="true" className="size-4" />
          {t('phone.call')}
        </a>
        <a
          href={chat}
          target="_blank"
          rel="noreferrer"
          aria-label={whatsAppLabel}
          className={buttonClasses('secondary')}
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          {t('phone.whatsApp')}
        </a>
      </>
    );
  return (
    <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1 whitespace-nowrap">
      <a href={tel} className={textLinkClasses}>
        {phone}
      </a>
      <a
        href={chat}
        target="_blank"
        rel="noreferrer"
        aria-label={whatsAppLabel}
        className={`${textLinkClasses} inline-flex items-center gap-1 text-sm`}
      >
        <MessageCircle aria-hidden="true" className="size-4" />
        {t('phone.whatsApp')}
      </a>
    </span>
  );
}
