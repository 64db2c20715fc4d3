import type { DbOrTx } from '../../db/client';
import { creditedPaise } from './credit-notes.repository';

/** Paise the order's uncancelled credit notes take off what it is owed (the ledger's money reads it). */
export const orderCreditedPaise = (db: DbOrTx, orderId: string): Promise<number> => creditedPaise(db, orderId);
