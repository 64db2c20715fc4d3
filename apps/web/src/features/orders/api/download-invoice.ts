import { useMutation } from '@tanstack/react-query';
import { apiBlob } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

export interface InvoiceRequest {
  orderId: string;
  language: string;
}

/** GET /api/invoices/:id/pdf?lang=…: the invoice PDF in the current language. */
export function fetchInvoice({ orderId, language }: InvoiceRequest): Promise<Blob> {
  const lang = language === 'mr' ? 'mr' : 'en';
  return apiBlob(`/invoices/${encodeURIComponent(orderId)}/pdf?lang=${lang}`);
}

/** Downloads an order's invoice, saved as invoice-{id}.pdf. */
export function useDownloadInvoice() {
  return useMutation({
    mutationFn: fetchInvoice,
    onSuccess: (blob, { orderId }) => saveFile(blob, `invoice-${orderId}.pdf`),
  });
}
