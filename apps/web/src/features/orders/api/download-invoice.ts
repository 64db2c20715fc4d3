import { useMutation } from '@tanstack/react-query';
import { apiBlob } from '../../../lib/api-client';

export interface InvoiceRequest {
  orderId: string;
  language: string;
}

/** GET /api/invoices/:id/pdf?lang=…: the invoice PDF in the current language. */
export function fetchInvoice({ orderId, language }: InvoiceRequest): Promise<Blob> {
  const lang = language === 'mr' ? 'mr' : 'en';
  return apiBlob(`/invoices/${encodeURIComponent(orderId)}/pdf?lang=${lang}`);
}

/** Hands a file to the browser as a download named `filename`. */
function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Downloads an order's invoice, saved as invoice-{id}.pdf. */
export function useDownloadInvoice() {
  return useMutation({
    mutationFn: fetchInvoice,
    onSuccess: (blob, { orderId }) => saveFile(blob, `invoice-${orderId}.pdf`),
  });
}
