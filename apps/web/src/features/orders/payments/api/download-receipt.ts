import { receiptNumber } from '@karigar/domain/receipt';
import { useMutation } from '@tanstack/react-query';
import { apiBlob } from '../../../../lib/api-client';
import { saveFile } from '../../../../lib/save-file';

interface ReceiptRequest {
  orderId: string;
  paymentId: string;
  language: string;
}

/** GET /api/orders/:id/payments/:paymentId/receipt?lang=…: the receipt PDF in the current language. */
function fetchReceipt({ orderId, paymentId, language }: ReceiptRequest): Promise<Blob> {
  const lang = language === 'mr' ? 'mr' : 'en';
  return apiBlob(
    `/orders/${encodeURIComponent(orderId)}/payments/${encodeURIComponent(paymentId)}/receipt?lang=${lang}`,
  );
}

/** Downloads a payment's receipt, saved as receipt-{number}.pdf. */
export function useDownloadReceipt() {
  return useMutation({
    mutationFn: fetchReceipt,
    onSuccess: (blob, { paymentId }) => saveFile(blob, `receipt-${receiptNumber(paymentId)}.pdf`),
  });
}
