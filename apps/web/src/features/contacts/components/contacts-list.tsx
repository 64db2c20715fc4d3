import type { Contact } from '@karigar/domain/contact';
import { Trans, useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { ContactStatusBadge } from './contact-status-badge';

/** The enquiries as cards, one under the other at any width; an unread one is bold and dotted. */
export function ContactsList({ contacts, onOpen }: { contacts: Contact[]; onOpen: (contact: Contact) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900">
      {contacts.map((contact) => {
        const unread = contact.status === 'new';
        return (
          <li
            key={contact._id}
            data-unread={unread || undefined}
            className={`relative flex min-w-0 flex-col gap-1 px-4 py-3 hover:bg-slate-50 dark:hover:bg-slate-800 ${
              unread ? 'bg-blue-50/60 dark:bg-slate-800/60' : ''
            }`}
          >
            <span className="flex min-w-0 flex-wrap items-center gap-2">
              {unread && (
                <span
                  className="size-2.5 shrink-0 rounded-full bg-blue-700 dark:bg-blue-300"
                  title={t('contacts.unread')}
                >
                  <span className="sr-only">{t('contacts.unread')}</span>
                </span>
              )}
              {/* The name opens the enquiry; its click area stretches over the whole card. */}
              <button
                type="button"
                onClick={() => onOpen(contact)}
                className={`truncate text-left after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:rounded-sm focus-visible:after:ring-2 focus-visible:after:ring-blue-600 ${
                  unread ? 'font-bold' : 'font-medium'
                }`}
              >
                <Trans
                  i18nKey="contacts.open"
                  values={{ name: contact.name }}
                  components={{ hidden: <span className="sr-only" /> }}
                />
              </button>
              <ContactStatusBadge status={contact.status} />
              <span className="ml-auto whitespace-nowrap text-sm text-slate-600 dark:text-slate-300">
                {formatDateTime(contact.createdAt, i18n.language)}
              </span>
            </span>
            <span className="truncate text-sm text-slate-700 dark:text-slate-300">{contact.email}</span>
            <span className="line-clamp-2 break-words text-sm text-slate-600 dark:text-slate-400">
              {contact.message}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
