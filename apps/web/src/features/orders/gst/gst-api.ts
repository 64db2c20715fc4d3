import type { CreditNoteBody, CreditNotesAnswer } from '@karigar/domain/credit-note';
import type { OrderChangedAnswer } from '@karigar/domain/order-answer';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiBlob, apiRequest } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { ordersKey } from '../api/get-orders';

const creditNotesKey = (orderId: string) => [...ordersKey, orderId, 'credit-notes'];
const orderPath = (orderId: string) => `/orders/${encodeURIComponent(orderId)}`;

/** GET /api/orders/:id/credit-notes: the order's credit notes and what is left to credit. */
export function useCreditNotes(orderId: string) {
  return useQuery({
    queryKey: creditNotesKey(orderId),
    queryFn: ({ signal }) => apiRequest<CreditNotesAnswer>(`${orderPath(orderId)}/credit-notes`, { signal }),
  });
}

/** POST /api/orders/:id/credit-notes (admin), then reloads the order and its notes. */
export function useIssueCreditNote(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreditNoteBody) => apiRequest(`${orderPath(orderId)}/credit-notes`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}

/** PATCH /api/orders/:id/gstin (admin): the recipient's GSTIN for the job, or none. */
export function useSetOrderGstin(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (gstin: string) =>
      apiRequest<OrderChangedAnswer>(`${orderPath(orderId)}/gstin`, { method: 'PATCH', body: { gstin } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}

/** Downloads a credit note's PDF in the reader's language, saved as credit-note-CN-2026-27-0001.pdf. */
export function useDownloadCreditNote() {
  return useMutation({
    mutationFn: ({ pdfPath, language }: { pdfPath: string; number: string; language: string }) =>
      apiBlob(`${pdfPath.replace(/^\/api/, '')}?lang=${language === 'mr' ? 'mr' : 'en'}`),
    onSuccess: (blob, { number }) => saveFile(blob, `credit-note-${number.replaceAll('/', '-')}.pdf`),
  });
}
