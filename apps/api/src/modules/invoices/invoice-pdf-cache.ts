import { createHash } from 'node:crypto';
import type { InvoiceLanguage } from '@karigar/domain/invoice';
import type { InvoiceData } from '../../lib/pdf/invoice-data';
import { formatIndiaDate } from '../../lib/pdf/format';

/** How many rendered invoices each app process keeps (a few tens of KB each). */
const KEPT_PDFS = 64;

/**
 * What an invoice prints, as a key: its data (the order as it stands: amounts, payment, number) and
 * language, with today's date as the day printed. A change to the order makes a new key.
 */
function invoiceKey(data: InvoiceData, language: InvoiceLanguage): string {
  const printed = JSON.stringify({ ...data, date: formatIndiaDate(data.date), language });
  return createHash('sha256').update(printed).digest('base64url');
}

export type InvoicePdfCache = (
  data: InvoiceData,
  language: InvoiceLanguage,
  render: () => Promise<Buffer>,
) => Promise<Buffer>;

/**
 * Renders each distinct invoice once: the latest KEPT_PDFS are kept in this process, and a render
 * under way is shared, so a loop of downloads of one invoice costs one render.
 */
export function invoicePdfCache(): InvoicePdfCache {
  const kept = new Map<string, Promise<Buffer>>();
  return (data, language, render) => {
    const key = invoiceKey(data, language);
    const hit = kept.get(key);
    if (hit) {
      kept.delete(key);
      kept.set(key, hit);
      return hit;
    }
    const rendering = render();
    kept.set(key, rendering);
    if (kept.size > KEPT_PDFS) kept.delete(kept.keys().next().value!);
    rendering.catch(() => kept.delete(key));
    return rendering;
  };
}
