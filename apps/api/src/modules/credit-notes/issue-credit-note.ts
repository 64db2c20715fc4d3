import type { CreditNote, creditNoteBody } from '@karigar/domain/credit-note';
import { formatInr, toPaise, toRupees } from '@karigar/domain/money';
import { orderRef } from '@karigar/domain/order';
import type { z } from 'zod';
import type { FeatureDeps } from '../../app';
import { isUuid } from '../../lib/ids';
import type { AuthUser } from '../../plugins/auth';
import { conflict, notFound } from '../../plugins/errors';
import { recordActivity } from '../activity/record-activity';
import { nextDocumentNumber } from '../gst-documents/document-number';
import { placeOfSupplyOf } from '../invoices/build-invoice-data';
import { creditNoteAmounts } from './credit-note-amounts';
import { toCreditNoteAnswer } from './credit-note-answer';
import { refreshOrderMoney } from '../ledger/order-money';
import { creditedPaise, insertTaxDocument, lockCreditedOrder } from './credit-notes.repository';

/**
 * An admin issues a credit note (CGST Act s.34) against an order's tax invoice: the whole of what is
 * not yet credited (a cancelled job) or `amount` of it (a reduction), GST included. The taxable
 * value and GST are reversed in the invoice's proportion and split as it was; the note takes the
 * next number of the CN series and keeps the recipient and place of supply. The order row is
 * locked, so two notes at once cannot credit more than the invoice: 409 above what is left, and
 * when the order has no tax invoice. It moves no money (a refund does).
 */
export async function issueCreditNote(
  { db, config }: Pick<FeatureDeps, 'db' | 'config'>,
  admin: AuthUser,
  orderId: string,
  body: z.output<typeof creditNoteBody>,
  ip: string,
  at = new Date(),
): Promise<CreditNote> {
  if (!isUuid(orderId)) throw notFound('ORDER_NOT_FOUND');
  return db.transaction(async (tx) => {
    const order = await lockCreditedOrder(tx, orderId);
    if (!order) throw notFound('ORDER_NOT_FOUND');
    if (!config.business.gstin || !order.invoiceNumber) throw conflict('ORDER_NOT_INVOICED');
    const credited = await creditedPaise(tx, order.id);
    const left = order.totalPaise - credited;
    const amountPaise = body.amount === undefined ? left : toPaise(body.amount);
    if (left <= 0 || amountPaise > left)
      throw conflict('CREDIT_NOTE_OVER_INVOICE', { left: formatInr(toRupees(Math.max(0, left))) });
    const placeOfSupply = placeOfSupplyOf(order, config.business).stateCode;
    const amounts = creditNoteAmounts(
      {
        taxablePaise: order.preTaxTotalPaise,
        taxPaise: order.taxAmountPaise,
        totalPaise: order.totalPaise,
        ratePercent: order.taxRate,
        supplierStateCode: config.business.stateCode,
        placeOfSupplyStateCode: placeOfSupply,
      },
      credited,
      amountPaise,
    );
    const { number, financialYear } = await nextDocumentNumber(tx, 'credit-note', at);
    const note = await insertTaxDocument(tx, {
      kind: 'credit-note',
      number,
      financialYear,
      orderId: order.id,
      invoiceNumber: order.invoiceNumber,
      recipientName: order.customerName,
      recipientGstin: order.customerGstin,
      placeOfSupply,
      sacCode: order.sacCode,
      taxRate: order.taxRate,
      ...amounts,
      reason: body.reason,
      issuedAt: at,
    });
    // What the order is owed falls by the note: its due and refund-due amounts follow.
    await refreshOrderMoney(tx, config, order, { at });
    const amount = formatInr(toRupees(amountPaise));
    await recordActivity(tx, {
      actorId: admin.id,
      action: 'credit_note_issued',
      entity: 'order',
      entityId: order.id,
      message: `${admin.name} issued credit note ${number} of ${amount} against invoice ${order.invoiceNumber}`,
      params: {
        actor: admin.name,
        number,
        amount,
        invoice: order.invoiceNumber,
        orderId: order.id,
        orderRef: orderRef(order.id),
      },
      priority: 'medium',
      ip,
    });
    return toCreditNoteAnswer(note);
  });
}
