import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema/users';
import { whatsAppMessages } from '../../db/schema/whatsapp-messages';
import { changeWhatsAppConsent } from '../notifications/change-consent';

/** Why a message still waiting is not sent after its customer replied STOP. */
export const OPTED_OUT_REASON = 'The customer replied STOP: no more WhatsApp messages';
/** Its code, which screens word in the reader's language. */
export const OPTED_OUT = 'opted-out';

/**
 * A STOP reply from `from` (the webhook's digits, no plus): every user with that number whose
 * consent stood is opted out now through the one consent change (history and activity log), and
 * their waiting messages are not sent. A repeated STOP changes nothing.
 */
export async function optOutByReply(tx: Tx, from: string): Promise<number> {
  const phone = `+${from.replace(/\D/g, '')}`;
  const holders = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), isNull(users.deletedAt)));
  const stopped: string[] = [];
  for (const { id } of holders)
    if (await changeWhatsAppConsent(tx, { userId: id, action: 'withdrawn', source: 'stop-reply', by: null }))
      stopped.push(id);
  if (!stopped.length) return 0;
  await tx
    .update(whatsAppMessages)
    .set({ status: 'failed', lastError: OPTED_OUT_REASON, errorCode: OPTED_OUT, failedAt: sql`now()` })
    .where(and(inArray(whatsAppMessages.userId, stopped), eq(whatsAppMessages.status, 'queued')));
  return stopped.length;
}
