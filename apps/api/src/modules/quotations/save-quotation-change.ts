import { quotationRef } from '@karigar/domain/order';
import type { ActivityAction, ActivityPriority, ActivityValues } from '@karigar/domain/activity';
import { toRupees } from '@karigar/domain/money';
import type { RevisionKind } from '@karigar/domain/quotation';
import type { Tx } from '../../db/client';
import type { RevisionChanges } from '../../db/schema/quotation-revisions';
import type { QuotationRow } from '../../db/schema/quotations';
import { recordActivity } from '../activity/record-activity';
import { insertRevision, updateQuotationRow, type QuotationChanges } from './quotations.repository';

export { quotationRef };

/** Columns a revision reports, under the names answers use; money columns are shown in rupees. */
const reported: Partial<Record<keyof QuotationChanges, { name: string; money?: true }>> = {
  quantity: { name: 'quantity' },
  description: { name: 'description' },
  modification: { name: 'modification' },
  offeredPricePaise: { name: 'offeredPrice', money: true },
  discountPaise: { name: 'discount', money: true },
  discountPercentage: { name: 'discountPercentage' },
  taxRate: { name: 'taxRate' },
  taxAlreadyIncluded: { name: 'taxAlreadyIncluded' },
  totalAfterTaxPaise: { name: 'totalAfterTax', money: true },
  advancePercentage: { name: 'advancePercentage' },
  advanceAmountPaise: { name: 'advanceAmount', money: true },
  quotationStatus: { name: 'quotationStatus' },
  followUpStatus: { name: 'followUpStatus' },
  followUpNote: { name: 'followUpNote' },
  followUpRequired: { name: 'followUpRequired' },
  awaitingWorkshop: { name: 'awaitingWorkshop' },
  isConvertedToOrder: { name: 'isConvertedToOrder' },
  orderId: { name: 'orderId' },
};

const shown = (value: unknown, money: boolean | undefined) =>
  money && typeof value === 'number' ? toRupees(value) : (value ?? null);

/** `{ field: { from, to } }` for every reported column the changes really change. */
export function describeChanges(before: QuotationRow, changes: QuotationChanges): RevisionChanges {
  const described: RevisionChanges = {};
  for (const [key, value] of Object.entries(changes) as [keyof QuotationChanges, unknown][]) {
    const column = reported[key];
    if (!column || value === undefined || Object.is(before[key], value)) continue;
    described[column.name] = { from: shown(before[key], column.money), to: shown(value, column.money) };
  }
  return described;
}

export interface QuotationChange {
  before: QuotationRow;
  changes: QuotationChanges;
  kind: RevisionKind;
  note?: string | null;
  actorId: string;
  activity: {
    action: ActivityAction;
    message: string;
    params?: ActivityValues;
    details?: ActivityValues;
    priority?: ActivityPriority;
    ip: string;
  };
}

/**
 * Writes one change of a quotation inside the caller's transaction: the new values with the next
 * version, the numbered revision saying what changed, and the activity-log row.
 */
export async function saveQuotationChange(tx: Tx, change: QuotationChange): Promise<QuotationRow> {
  const { before, activity } = change;
  const described = describeChanges(before, change.changes);
  const after = await updateQuotationRow(tx, before.id, change.changes);
  await insertRevision(tx, {
    quotationId: before.id,
    version: after.version,
    kind: change.kind,
    changes: described,
    note: change.note ?? null,
    actorId: change.actorId,
  });
  await recordActivity(tx, {
    actorId: change.actorId,
    action: activity.action,
    entity: 'quotation',
    entityId: before.id,
    message: activity.message,
    params: { ...activity.params, quotationId: before.id, quotationRef: quotationRef(before.id) },
    ...(activity.details ? { details: activity.details } : {}),
    priority: activity.priority ?? 'low',
    ip: activity.ip,
  });
  return after;
}
