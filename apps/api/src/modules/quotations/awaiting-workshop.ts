import { sql } from 'drizzle-orm';
import { quotationRevisions } from '../../db/schema/quotation-revisions';
import { quotations } from '../../db/schema/quotations';

/**
 * Waiting for the workshop: the customer changed it since the workshop last priced it, or it is a
 * pending request the workshop has not answered yet (no edit or follow-up since it was asked for).
 * A customer's edit raises the flag, so any edit revision left on a pending quotation without the
 * flag is the workshop's answer.
 */
export const awaitsWorkshop = sql`(${quotations.awaitingWorkshop} or (${quotations.quotationStatus} = 'Pending'
  and not exists (select 1 from ${quotationRevisions} where ${quotationRevisions.quotationId} = ${quotations.id}
    and ${quotationRevisions.kind} in ('edited', 'follow-up'))))`;
