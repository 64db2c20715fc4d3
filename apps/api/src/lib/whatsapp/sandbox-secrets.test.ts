import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { serveApp } from '../../serve-app';
import { loadInstallSecrets } from '../install-secrets';

describe('a served app in WhatsApp sandbox mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("takes the webhook's app secret and verify token from the install's own secrets when none are set", async () => {
    const secrets = await loadInstallSecrets(t.db);
    const config = { ...t.config, port: 0, whatsApp: { ...t.config.whatsApp }, payments: { ...t.config.payments } };
    const stop = await serveApp(config, t.db, secrets);
    try {
      expect(config.whatsApp.appSecret).toBe(secrets.whatsAppAppSecret);
      expect(config.whatsApp.verifyToken).toBe(secrets.whatsAppVerifyToken);
      expect(secrets.whatsAppAppSecret).not.toBe(secrets.paymentsWebhookSecret);
    } finally {
      await stop('test');
    }
  });
});
