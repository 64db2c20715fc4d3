import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailChanges } from '../../db/schema/email-changes';

/** Closes every open change of the user: a newer request, or a confirmed one, replaces them. */
export async function closeEmailChanges(db: DbOrTx, userId: string, at: Date): Promise<void> {
  await db
    .update(emailChanges)
    .set({ usedAt: at })
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt)));
}

export async function insertEmailChange(
  db: DbOrTx,
  values: { userId: string; newEmail: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(emailChanges).values(values);
}

/** An unused, unexpired change for this token hash, locked until the transaction ends. */
export async function lockUsableEmailChange(
  tx: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<{ userId: string; newEmail: string } | undefined> {
  const [row] = await tx
    .select({ userId: emailChanges.userId, newEmail: emailChanges.newEmail })
    .from(emailChanges)
    .where(and(eq(emailChanges.tokenHash, tokenHash), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, now)))
    .for('update');
  return row;
}
