import { formatInr } from '@karigar/domain/money';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format';
import { notifyOnScreen } from '../../../lib/notify';
import { useDownloadDocument, useOrderDocuments } from '../api/order-documents';

/** The order's documents (tax invoice, receipt and refund vouchers, credit notes), each with its download. */
export function OrderDocuments({ orderId }: { orderId: string }) {
  const { t, i18n } = useTranslation();
  const documents = useOrderDocuments(orderId);
  const download = useDownloadDocument();
  const list = documents.data?.documents ?? [];
  if (documents.isSuccess && list.length === 0) return <p>{t('documents.none')}</p>;
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-700">
      {list.map((document) => (
        <li key={document._id} className="flex flex-wrap items-center justify-between gap-3 py-2">
          <div>
            <p className="font-medium">
              {t(`documents.kinds.${document.kind}`)} · <span className="font-mono">{document.number}</span>
            </p>
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {formatDate(document.date, i18n.language)} · {formatInr(document.amount)}
            </p>
          </div>
          <Button
            variant="secondary"
            size="sm"
            disabled={download.isPending}
            onClick={() =>
              download.mutate(
                { document, language: i18n.language },
                { onError: () => notifyOnScreen('error', t('documents.downloadFailed')) },
              )
            }
          >
            <Download aria-hidden="true" className="size-4" />
            {t('documents.download', { number: document.number })}
          </Button>
        </li>
      ))}
    </ul>
  );
}
