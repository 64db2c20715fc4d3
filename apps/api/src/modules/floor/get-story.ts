import type { JobStory, StoryEntry } from '@karigar/domain/job-story';
import { toRupees } from '@karigar/domain/money';
import { orderNumber } from '@karigar/domain/order';
import type { DbOrTx } from '../../db/client';
import { isUuid } from '../../lib/ids';
import type { AuthUser } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import { customerPhotosOf } from '../photos/job-photos';
import { listFloorEvents } from './floor.repository';
import { jobVehicleLabel } from './job-answer';
import { photosByStage } from './story-photos';
import {
  findStoryOrder,
  lastStatusChange,
  listReceivedPayments,
  listRevisions,
  type StoryOrder,
} from './story.repository';

const revisionKinds = {
  requested: 'quotation_requested',
  edited: 'quotation_revised',
  'follow-up': 'quotation_revised',
  accepted: 'quotation_accepted',
} as const;

const entry = (kind: StoryEntry['kind'], at: Date, fields: Partial<StoryEntry> = {}): StoryEntry => ({
  kind,
  at: at.toISOString(),
  stageNameEn: null,
  stageNameMr: null,
  promisedDate: null,
  amount: null,
  reference: null,
  photos: [],
  ...fields,
});

/**
 * The job's story, oldest first: the quotation and its revisions and acceptance, the order, each
 * stage reached and promised day, the payments, the invoice and a cancellation. `withMoney` false
 * (a tracking link) leaves out the payments' amounts and the invoice's number.
 */
export async function storyOf(db: DbOrTx, order: StoryOrder, withMoney: boolean): Promise<JobStory> {
  const [revisions, events, photos, received, cancelledAt] = await Promise.all([
    order.quotationId ? listRevisions(db, order.quotationId) : [],
    listFloorEvents(db, order.id),
    customerPhotosOf(db, order.id),
    listReceivedPayments(db, order.id),
    order.status === 'Cancelled' ? lastStatusChange(db, order.id, 'Cancelled') : undefined,
  ]);
  // Only photos the customer may see: internal ones are on neither the timeline nor a tracking link.
  const stagesReached = events.filter((event) => event.event === 'stage');
  const { atStage, beforeStages } = photosByStage(stagesReached, photos);
  const entries: StoryEntry[] = [
    ...revisions.flatMap((revision) =>
      revision.kind === 'rejected' ? [] : [entry(revisionKinds[revision.kind], revision.createdAt)],
    ),
    entry('order_placed', order.createdAt, { photos: beforeStages }),
    ...stagesReached.map((event, index) =>
      entry('stage', event.createdAt, {
        stageNameEn: event.stageNameEn,
        stageNameMr: event.stageNameMr,
        photos: atStage(index),
      }),
    ),
    ...events
      .filter((event) => event.event !== 'stage')
      .map((event) => entry('promise', event.createdAt, { promisedDate: event.promisedDate })),
    ...received.map((payment) =>
      entry('payment', payment.paidAt ?? payment.createdAt, {
        amount: withMoney ? toRupees(payment.amountPaise) : null,
      }),
    ),
    ...(order.invoiceIssuedAt
      ? [entry('invoice', order.invoiceIssuedAt, { reference: withMoney ? order.invoiceNumber : null })]
      : []),
    ...(cancelledAt ? [entry('cancelled', cancelledAt)] : []),
  ];
  entries.sort((a, b) => a.at.localeCompare(b.at));
  return {
    orderNumber: orderNumber(order.id),
    serviceName: order.serviceName,
    serviceNameMr: order.serviceNameMr,
    status: order.status,
    stageNameEn: order.stageNameEn,
    stageNameMr: order.stageNameMr,
    promisedDate: order.promisedDate,
    vehicleLabel: jobVehicleLabel(order.vehicle),
    entries,
  };
}

/** The story for the order's customer or an admin; anyone else gets "not found". */
export async function getStory(db: DbOrTx, id: string, viewer: Pick<AuthUser, 'id' | 'role'>): Promise<JobStory> {
  if (!isUuid(id)) throw notFound('ORDER_NOT_FOUND');
  const order = await findStoryOrder(db, id);
  if (!order || (viewer.role !== 'admin' && order.userId !== viewer.id)) throw notFound('ORDER_NOT_FOUND');
  return storyOf(db, order, true);
}
