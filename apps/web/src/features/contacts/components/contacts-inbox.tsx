import type { Contact, ContactStatus } from '@karigar/domain/contact';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadingState } from '../../../components/ui/spinner';
import { apiErrorText } from '../../../lib/api-errors';
import { notifyOnScreen } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useConvertContact } from '../api/convert-contact';
import { useContact } from '../api/get-contact';
import { useDeleteContact } from '../api/delete-contact';
import { CONTACTS_PAGE_SIZE, useContacts, type ContactsParams } from '../api/get-contacts';
import { useUpdateContactStatus } from '../api/update-contact-status';
import { ContactDetailModal } from './contact-detail-modal';
import { ContactsList } from './contacts-list';
import { ContactsToolbar } from './contacts-toolbar';
import { useSearchText } from '../../../lib/use-search-text';
import { Page } from '../../../components/ui/page';
import { Pager } from '../../../components/ui/pager';
import { pageRange } from '../../../lib/page-range';

const firstPage: ContactsParams = { page: 1, status: 'all', search: '' };

/**
 * The admin's inbox: the enquiries, a detail modal for one (`?open=<id>`, as the Today list links
 * one, opens it at once), and a confirmation before deleting.
 */
export function ContactsInbox() {
  const { t } = useTranslation();
  const [params, setParams] = useState(firstPage);
  const [searchText, onSearchText] = useSearchText(setParams);
  const [open, setOpen] = useState<Contact | null>(null);
  const [deleting, setDeleting] = useState<Contact | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const contacts = useContacts(params);
  const linked = useContact(searchParams.get('open'));
  const status = useUpdateContactStatus();
  const convert = useConvertContact();
  const remove = useDeleteContact();
  useDocumentTitle(t('contacts.title'));

  // Deleting the only enquiry on the last page leaves the page past the end: step back to the last one.
  const total = contacts.isPlaceholderData ? undefined : contacts.data?.meta.total;
  const lastPage = total === undefined ? undefined : Math.max(1, Math.ceil(total / (contacts.data?.meta.limit ?? 1)));
  if (lastPage !== undefined && params.page > lastPage) setParams({ ...params, page: lastPage });

  /** Shows the answer's enquiry in the modal if it is still the one open. */
  const showIfOpen = (contact: Contact) => setOpen((current) => (current?._id === contact._id ? contact : current));

  const changeStatus = (contact: Contact, next: ContactStatus, announce: boolean) =>
    status.mutate(
      { id: contact._id, status: next },
      {
        onSuccess: (answer) => {
          showIfOpen(answer.data);
          if (announce)
            notifyOnScreen('success', t('contacts.statusChanged', { status: t(`contacts.statuses.${next}`) }));
        },
        onError: (error) => notifyOnScreen('error', apiErrorText(t, error, t('contacts.updateFailed'))),
      },
    );

  // Opening an enquiry nobody has read yet marks it read.
  const openContact = (contact: Contact) => {
    setOpen(contact);
    if (contact.status === 'new') changeStatus(contact, 'read', false);
  };

  // An enquiry a link asked for shows once it has arrived, marked read if nobody had opened it.
  const linkedId = searchParams.get('open');
  const shown = open ?? (linkedId ? (linked.data?.data ?? null) : null);
  const linkedUnread = linked.data?.data.status === 'new' ? linked.data.data._id : null;
  const markRead = status.mutate;
  useEffect(() => {
    if (linkedUnread) markRead({ id: linkedUnread, status: 'read' });
  }, [linkedUnread, markRead]);
  const closeModal = () => {
    setOpen(null);
    if (linkedId) setSearchParams({}, { replace: true });
  };

  const convertOpen = (contact: Contact) =>
    convert.mutate(contact._id, {
      onSuccess: (answer) => {
        showIfOpen(answer.data.contact);
        notifyOnScreen('success', t('contacts.converted'));
      },
      onError: (error) => notifyOnScreen('error', apiErrorText(t, error, t('contacts.convertFailed'))),
    });

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => notifyOnScreen('success', t('contacts.deleted')),
      onError: (error) => notifyOnScreen('error', apiErrorText(t, error, t('contacts.deleteFailed'))),
      onSettled: () => setDeleting(null),
    });
  };

  const data = contacts.data;
  let body;
  if (contacts.isPending) body = <LoadingState label={t('contacts.loading')} />;
  else if (contacts.isError)
    body = <Alert tone="error">{apiErrorText(t, contacts.error, t('contacts.loadFailed'))}</Alert>;
  else if (data && data.data.length === 0) body = <p className="py-10 text-center">{t('contacts.empty')}</p>;
  else if (data)
    body = (
      <>
        <ContactsList contacts={data.data} onOpen={openContact} />
        <Pager
          page={data.meta.page}
          totalPages={Math.max(1, Math.ceil(data.meta.total / CONTACTS_PAGE_SIZE))}
          summary={t('contacts.showing', {
            ...pageRange(data.meta.page, CONTACTS_PAGE_SIZE, data.meta.total),
            total: data.meta.total,
          })}
          label={t('contacts.pagination')}
          onPage={(page) => setParams((current) => ({ ...current, page }))}
        />
      </>
    );

  return (
    <Page>
      <div>
        <h1 className="text-3xl font-bold">{t('contacts.title')}</h1>
        {data && (
          <p className="mt-1 text-slate-700 dark:text-slate-300">{t('contacts.total', { total: data.meta.total })}</p>
        )}
      </div>
      <ContactsToolbar
        searchText={searchText}
        onSearchText={onSearchText}
        status={params.status}
        onStatus={(next) => setParams((current) => ({ ...current, status: next, page: 1 }))}
      />
      {body}
      {shown && (
        <ContactDetailModal
          contact={shown}
          changing={status.isPending}
          converting={convert.isPending}
          onStatus={(next) => changeStatus(shown, next, true)}
          onConvert={() => convertOpen(shown)}
          onDelete={() => {
            closeModal();
            setDeleting(shown);
          }}
          onClose={closeModal}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('contacts.deleteTitle')}
          text={t('contacts.deleteConfirm', { name: deleting.name })}
          confirmLabel={t('contacts.delete')}
          busyLabel={t('contacts.deleting')}
          danger
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onClose={() => setDeleting(null)}
        />
      )}
    </Page>
  );
}
