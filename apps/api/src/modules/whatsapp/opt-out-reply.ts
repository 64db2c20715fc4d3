import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema/users';
import { whatsAppMessages } from '../../db/schema/whatsapp-messages';
import { recordActivity } from '../activity/record-activity';

/** Why a message still waiting is not sent after its customer replied STOP. */
export const OPTED_OUT_REASON = 'The customer replied STOP: no more WhatsApp messages';

/**
 * A STOP reply from `from` (the webhook's digits, no plus): every user with that number who had not
 * already opted out since their last consent is opted out now, their waiting messages are not sent,
 * and the activity log says so. A repeated STOP changes nothing.
 */
export async function optOutByReply(tx: Tx, from: string): Promise<number> {
  const phone = `+${from.replace(/\D/g, '')}`;
  const stopped = await tx
    .update(users)
    .set({ whatsAppOptedOutAt: sql`now()` })
    .where(
      and(
        eq(users.phone, phone),
        or(isNull(users.whatsAppOptedOutAt), lt(users.whatsAppOptedOutAt, users.whatsAppConsentAt)),
      ),
    )
    .returning({ id: users.id, name: users.name });
  if (!stopped.length) return 0;
  await tx
    .update(whatsAppMessages)
    .set({ status: 'failed', lastError: OPTED_OUT_REASON, failedAt: sql`now()` })
    .where(
      and(
        inArray(
          whatsAppMessages.userId,
          stopped.map((user) => user.id),
        ),
        eq(whatsAppMessages.status, 'queued'),
      ),
    );
  for (const user of stopped)
    await recordActivity(tx, {
      actorId: null,
      action: 'whatsapp_opted_out',
      entity: 'user',
      entityId: user.id,
      message: `${user.name} replied STOP and gets no more WhatsApp messages`,
      priority: 'medium',
      params: { name: user.name, userId: user.id },
    });
  return stopped.length;
}
