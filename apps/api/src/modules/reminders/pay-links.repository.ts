import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payLinks, type PayLinkRow } from '../../db/schema/pay-links';

export async function insertPayLink(
  db: DbOrTx,
  values: { orderId: string; tokenHash: string; createdBy: string | null; expiresAt: Date },
): Promise<void> {
  await db.insert(payLinks).values(values);
}

/** The link a token's hash names, whatever its state. */
export async function findPayLink(db: DbOrTx, tokenHash: string): Promise<PayLinkRow | undefined> {
  const [row] = await db.select().from(payLinks).where(eq(payLinks.tokenHash, tokenHash));
  return row;
}

/** Revokes every open pay link of the order (it was paid or cancelled); answers how many. */
export async function revokePayLinks(db: DbOrTx, orderId: string, at: Date = new Date()): Promise<number> {
  const revoked = await db
    .update(payLinks)
    .set({ revokedAt: at })
    .where(and(eq(payLinks.orderId, orderId), isNull(payLinks.revokedAt)))
    .returning({ id: payLinks.id });
  return revoked.length;
}

/** Remembers the Razorpay Payment Link opened for a pay link, for its amount. */
export async function saveProviderLink(
  db: DbOrTx,
  id: string,
  link: { id: string; url: string; amountPaise: number },
): Promise<void> {
  await db
    .update(payLinks)
    .set({ providerLinkId: link.id, providerLinkUrl: link.url, providerLinkAmountPaise: link.amountPaise })
    .where(eq(payLinks.id, id));
}
