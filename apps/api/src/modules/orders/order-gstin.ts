import { gstinState } from '@karigar/domain/gstin';
import type { OrderRow } from '../../db/schema/orders';

/**
 * An order's recipient GSTIN and the place of supply it makes: a registered recipient's state
 * (IGST Act s.12(2)(a)); without a GSTIN, null, the workshop's own state (decisions 004 and 055).
 */
export function orderGstin(gstin: string | null): Pick<OrderRow, 'customerGstin' | 'placeOfSupply'> {
  return { customerGstin: gstin, placeOfSupply: gstin ? gstinState(gstin) : null };
}
