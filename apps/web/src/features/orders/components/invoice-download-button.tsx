import type { Order } from '@karigar/domain/order-answer';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { notifyOnScreen } from '../../../lib/notify';
import { useDownloadInvoice } from '../api/download-invoice';

/** 'Download Invoice': the PDF in the current language, saved as invoice-{id}.pdf. */
export function InvoiceDownloadButton({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const download = useDownloadInvoice();
  const onClick = () =>
    download.mutate(
      { orderId: order._id, language: i18n.language },
      { onError: () => notifyOnScreen('error', t('errors.downloadInvoiceFailed')) },
    );
  return (
    <div className="space-y-2">
      {order.invoice && <p>{t('orders.detail.invoiceNumber', { number: order.invoice.number })}</p>}
      <Button variant="secondary" disabled={download.isPending} onClick={onClick}>
        <Download aria-hidden="true" className="size-4" />
        {download.isPending ? t('orders.detail.downloading') : t('orders.detail.downloadInvoice')}
      </Button>
    </div>
  );
}
