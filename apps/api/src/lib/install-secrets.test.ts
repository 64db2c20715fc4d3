import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-app';
import { installSecrets } from '../db/schema/install-secrets';
import { loadInstallSecrets } from './install-secrets';

describe('loadInstallSecrets', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(async () => {
    await t.db.delete(installSecrets);
  });
  afterAll(() => t.close());

  it('makes the secrets once, so instances starting together all read the same ones', async () => {
    const [first, second, third] = await Promise.all([1, 2, 3].map(() => loadInstallSecrets(t.db)));
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    const values = Object.values(first!);
    expect(new Set(values).size).toBe(5);
    for (const value of values) expect(value.length).toBeGreaterThanOrEqual(32);
    expect(await loadInstallSecrets(t.db)).toEqual(first);
  });

  it("adopts an upgraded install's secrets from its DATA_DIR the first time, and keeps them after", async () => {
    const earlier = {
      jwtSecret: 'j'.repeat(43),
      paymentsKeySecret: 'k'.repeat(43),
      paymentsWebhookSecret: 'w'.repeat(43),
    };
    const adopted = await loadInstallSecrets(t.db, { ...earlier, databasePassword: 'not-shared' });
    expect(adopted).toMatchObject(earlier);
    // Another instance with a DATA_DIR of its own (or none) agrees with the adopted values.
    expect(await loadInstallSecrets(t.db, { jwtSecret: 'x'.repeat(43) })).toEqual(adopted);
    expect(await loadInstallSecrets(t.db)).toEqual(adopted);
  });
});
