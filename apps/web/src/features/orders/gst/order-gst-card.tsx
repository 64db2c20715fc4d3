import { formatInr } from '@karigar/domain/money';
import type { Order } from '@karigar/domain/order-answer';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatDate } from '../../../lib/format';
import { notifyOnScreen } from '../../../lib/notify';
import { CreditNoteDialog } from './credit-note-dialog';
import { useCreditNotes, useDownloadCreditNote } from './gst-api';
import { OrderGstinForm, PlaceOfSupply } from './order-gstin-form';

/**
 * The order's GST for the admin: the recipient's GSTIN (changeable until the tax invoice is issued)
 * and the place of supply, then the credit notes against the invoice, each with its PDF, and
 * "Issue credit note" while some of the invoice is left to credit.
 */
export function OrderGstCard({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const notes = useCreditNotes(order._id);
  const download = useDownloadCreditNote();
  const [issuing, setIssuing] = useState(false);
  const creditable = notes.data?.creditable ?? 0;

  return (
    <Card aria-labelledby="order-gst" className="space-y-4">
      <h2 id="order-gst" className="text-xl font-semibold">
        {t('gst.title')}
      </h2>
      {order.invoice ? (
        <p>{order.customerGstin ? t('gst.gstinIs', { gstin: order.customerGstin }) : t('gst.noGstin')}</p>
      ) : (
        <OrderGstinForm order={order} />
      )}
      <PlaceOfSupply order={order} />
      {order.invoice && (
        <section aria-labelledby="credit-notes" className="space-y-3">
          <h3 id="credit-notes" className="font-semibold">
            {t('creditNotes.title')}
          </h3>
          {notes.data?.creditNotes.length === 0 && <p>{t('creditNotes.none')}</p>}
          <ul className="space-y-2">
            {notes.data?.creditNotes.map((note) => (
              <li key={note._id} className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  {t('creditNotes.line', {
                    number: note.number,
                    date: formatDate(note.issuedAt, i18n.language),
                    amount: formatInr(note.total),
                    reason: note.reason,
                  })}
                </span>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() =>
                    download.mutate(
                      { pdfPath: note.pdfPath, number: note.number, language: i18n.language },
                      { onError: () => notifyOnScreen('error', t('creditNotes.downloadFailed')) },
                    )
                  }
                >
                  {t('creditNotes.download', { number: note.number })}
                </Button>
              </li>
            ))}
          </ul>
          {creditable > 0 && (
            <Button variant="secondary" onClick={() => setIssuing(true)}>
              {t('creditNotes.issue')}
            </Button>
          )}
        </section>
      )}
      {issuing && <CreditNoteDialog orderId={order._id} creditable={creditable} onClose={() => setIssuing(false)} />}
    </Card>
  );
}
