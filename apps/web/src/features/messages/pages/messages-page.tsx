import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { Pager } from '../../../components/ui/pager';
import { LoadingState } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMessages, type MessagesParams } from '../../../lib/messages';
import { MessageFilters } from '../components/message-filters';
import { MessageList } from '../../../components/messages/message-list';

const firstPage: MessagesParams = { page: 1, channel: 'all', status: 'all' };

/** /admin/messages: every message to customers, by email and WhatsApp, as they read it. */
export default function MessagesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useState(firstPage);
  const messages = useMessages(params);
  useDocumentTitle(t('messages.title'));

  const data = messages.data;
  let body;
  if (messages.isPending) body = <LoadingState label={t('common.loading')} />;
  else if (messages.isError) body = <Alert tone="error">{t('messages.loadFailed')}</Alert>;
  else if (data?.messages.length === 0) body = <p className="py-10 text-center">{t('messages.empty')}</p>;
  else if (data)
    body = (
      <>
        <MessageList messages={data.messages} />
        <Pager
          page={data.pagination.currentPage}
          totalPages={data.pagination.totalPages}
          summary={t('messages.page', { page: data.pagination.currentPage, totalPages: data.pagination.totalPages })}
          label={t('messages.pagination')}
          onPage={(page) => setParams((current) => ({ ...current, page }))}
        />
      </>
    );

  return (
    <Page>
      <div>
        <h1 className="text-3xl font-bold">{t('messages.title')}</h1>
        <p className="mt-1 text-slate-700 dark:text-slate-300">{t('messages.intro')}</p>
        {data && (
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            {t('messages.total', { count: data.pagination.total })}
          </p>
        )}
      </div>
      <MessageFilters
        channel={params.channel}
        status={params.status}
        onChannel={(channel) => setParams((current) => ({ ...current, channel, page: 1 }))}
        onStatus={(status) => setParams((current) => ({ ...current, status, page: 1 }))}
      />
      <Card aria-label={t('messages.title')} className="space-y-4 p-4 sm:p-6">
        {body}
      </Card>
    </Page>
  );
}
