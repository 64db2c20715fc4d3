import { contactStatuses, type Contact, type ContactStatus } from '@karigar/domain/contact';
import { Mail, Trash2, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneLinks } from '../../../components/phone-links';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { TextLink } from '../../../components/ui/text-link';
import { formatDateTime } from '../../../lib/format';

interface ContactDetailModalProps {
  contact: Contact;
  /** A status change or a conversion is on its way: their controls wait. */
  changing: boolean;
  converting: boolean;
  onStatus: (status: ContactStatus) => void;
  onConvert: () => void;
  onDelete: () => void;
  onClose: () => void;
}

/** One enquiry: who sent it, the message, and what the owner can do with it. */
export function ContactDetailModal({
  contact,
  changing,
  converting,
  onStatus,
  onConvert,
  onDelete,
  onClose,
}: ContactDetailModalProps) {
  const { t, i18n } = useTranslation();
  // An enquiry may leave only a phone number: then there is no email to reply to.
  const mailto = contact.email
    ? `mailto:${contact.email}?subject=${encodeURIComponent(t('contacts.replySubject'))}`
    : undefined;
  const facts: [string, ReactNode][] = [
    [t('contacts.email'), contact.email ?? t('common.notAvailable')],
    [t('contacts.phone'), contact.phone ? <PhoneLinks phone={contact.phone} /> : t('contacts.noPhone')],
    [t('contacts.received'), formatDateTime(contact.createdAt, i18n.language) ?? ''],
  ];
  return (
    <Modal title={t('contacts.detailTitle', { name: contact.name })} closeLabel={t('common.close')} onClose={onClose}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-600 dark:text-slate-300">{label}</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-4 text-sm font-medium text-slate-600 dark:text-slate-300">{t('contacts.message')}</h3>
      <p className="mt-1 max-h-64 overflow-y-auto whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-3 dark:bg-slate-800">
        {contact.message}
      </p>
      <div className="mt-4">
        <SelectField
          label={t('contacts.statusLabel')}
          value={contact.status}
          disabled={changing}
          onChange={(event) => onStatus(event.target.value as ContactStatus)}
        >
          {contactStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`contacts.statuses.${status}`)}
            </option>
          ))}
        </SelectField>
      </div>
      {contact.userId && (
        <p className="mt-4 text-sm">
          {t('contacts.customer')}:{' '}
          <TextLink to={`/admin/users/${contact.userId}`}>{t('contacts.viewCustomer')}</TextLink>
        </p>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        {mailto && (
          <a href={mailto} className={buttonClasses('primary')}>
            <Mail aria-hidden="true" className="size-4" />
            {t('contacts.reply')}
          </a>
        )}
        {contact.phone && <PhoneLinks phone={contact.phone} look="buttons" />}
        {!contact.userId && (
          <Button variant="secondary" disabled={converting} onClick={onConvert}>
            <UserPlus aria-hidden="true" className="size-4" />
            {converting ? t('contacts.converting') : t('contacts.convert')}
          </Button>
        )}
        <Button variant="danger" onClick={onDelete}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t('contacts.delete')}
        </Button>
      </div>
    </Modal>
  );
}
