import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { installSecrets } from '../db/schema/install-secrets';
import type { StoredSecrets } from './data-dir';

/** The secrets every app instance of one install shares. */
export interface InstallSecrets {
  jwtSecret: string;
  /** Sandbox payments sign checkouts and webhooks with these, exactly as Razorpay would. */
  paymentsKeySecret: string;
  paymentsWebhookSecret: string;
  /** Sandbox WhatsApp webhooks are signed and verified with these, as Meta's would be. */
  whatsAppAppSecret: string;
  whatsAppVerifyToken: string;
}

const names: Record<keyof InstallSecrets, string> = {
  jwtSecret: 'jwt_secret',
  paymentsKeySecret: 'payments_key_secret',
  paymentsWebhookSecret: 'payments_webhook_secret',
  whatsAppAppSecret: 'whatsapp_app_secret',
  whatsAppVerifyToken: 'whatsapp_verify_token',
};

/**
 * The install's secrets, made once in the database and read back, so instances starting together
 * agree on them. An install upgraded from a version that kept them in DATA_DIR adopts those values
 * (`adopt`), so its sessions and sandbox signatures stay valid.
 */
export async function loadInstallSecrets(db: DbOrTx, adopt: StoredSecrets = {}): Promise<InstallSecrets> {
  const entries = Object.entries(names) as [keyof InstallSecrets, string][];
  await db
    .insert(installSecrets)
    .values(
      entries.map(([key, name]) => ({
        name,
        value: (adopt as Partial<InstallSecrets>)[key] || randomBytes(32).toString('base64url'),
      })),
    )
    .onConflictDoNothing();
  const rows = await db
    .select()
    .from(installSecrets)
    .where(
      inArray(
        installSecrets.name,
        entries.map(([, name]) => name),
      ),
    );
  const value = (name: string) => {
    const row = rows.find((r) => r.name === name);
    if (!row) throw new Error(`Install secret ${name} is missing`);
    return row.value;
  };
  return {
    jwtSecret: value(names.jwtSecret),
    paymentsKeySecret: value(names.paymentsKeySecret),
    paymentsWebhookSecret: value(names.paymentsWebhookSecret),
    whatsAppAppSecret: value(names.whatsAppAppSecret),
    whatsAppVerifyToken: value(names.whatsAppVerifyToken),
  };
}
