import { buildApp } from './app';
import type { Config } from './config';
import type { Db } from './db/client';
import type { InstallSecrets } from './lib/install-secrets';

/**
 * The app in this process, listening on the configured port, with the install's secrets where none
 * were set. Answers how to stop it: it stops accepting and lets in-flight requests finish.
 */
export async function serveApp(
  config: Config,
  db: Db,
  secrets: InstallSecrets,
): Promise<(signal: string) => Promise<void>> {
  config.payments.keySecret ??= secrets.paymentsKeySecret;
  config.payments.webhookSecret ??= secrets.paymentsWebhookSecret;
  if (config.whatsApp.mode === 'sandbox') {
    config.whatsApp.appSecret ??= secrets.whatsAppAppSecret;
    config.whatsApp.verifyToken ??= secrets.whatsAppVerifyToken;
  }
  const app = await buildApp({ config, db, jwtSecret: config.jwtSecret ?? secrets.jwtSecret, runJobs: true });
  await app.listen({ port: config.port, host: config.host });
  return async (signal) => {
    app.log.info(`${signal} received, shutting down`);
    await app.close();
  };
}
