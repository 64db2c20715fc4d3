import type { OrderDocument, OrderDocumentsAnswer } from '@karigar/domain/order-documents';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiBlob, apiRequest } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { useAccessToken } from '../../../lib/session';
import { orderKey } from './get-order';

export const orderDocumentsKey = (id: string) => [...orderKey(id), 'documents'] as const;

/** GET /api/orders/:id/documents: the order's invoice, receipt and refund vouchers and credit notes. */
export function useOrderDocuments(orderId: string) {
  const token = useAccessToken();
  return useQuery({
    queryKey: orderDocumentsKey(orderId),
    queryFn: ({ signal }) =>
      apiRequest<OrderDocumentsAnswer>(`/orders/${encodeURIComponent(orderId)}/documents`, { signal }),
    enabled: token !== null,
  });
}

/** Downloads one document's PDF in the current language, saved under its number ('RV-2026-27-0001.pdf'). */
export function useDownloadDocument() {
  return useMutation({
    mutationFn: ({ document, language }: { document: OrderDocument; language: string }) =>
      apiBlob(`${document.pdfPath.replace(/^\/api/, '')}?lang=${language === 'mr' ? 'mr' : 'en'}`),
    onSuccess: (blob, { document }) => saveFile(blob, `${document.number.replaceAll('/', '-')}.pdf`),
  });
}
