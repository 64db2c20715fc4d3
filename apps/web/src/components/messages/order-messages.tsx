import { useTranslation } from 'react-i18next';
import { Alert } from '../ui/alert';
import { Card } from '../ui/card';
import { LoadingState } from '../ui/spinner';
import { useMessages } from '../../lib/messages';
import { MessageList } from './message-list';

/** The admin order page's "Messages": what the customer was sent about this order, failures marked. */
export function OrderMessages({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const messages = useMessages({ page: 1, channel: 'all', status: 'all', orderId });
  const data = messages.data;
  const failed = data?.messages.filter((message) => message.status === 'failed').length ?? 0;
  let body;
  if (messages.isPending) body = <LoadingState label={t('common.loading')} />;
  else if (messages.isError) body = <Alert tone="error">{t('messages.loadFailed')}</Alert>;
  else if (!data?.messages.length) body = <p>{t('messages.noneForOrder')}</p>;
  else
    body = (
      <>
        {failed > 0 && <Alert tone="error">{t('messages.failedForOrder', { count: failed })}</Alert>}
        <MessageList messages={data.messages} showOrder={false} />
        {data.pagination.total > data.messages.length && (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t('messages.latestOf', { shown: data.messages.length, count: data.pagination.total })}
          </p>
        )}
      </>
    );
  return (
    <Card id="messages" className="scroll-mt-24 space-y-4">
      <h2 className="text-xl font-semibold">{t('messages.orderTitle')}</h2>
      {body}
    </Card>
  );
}
