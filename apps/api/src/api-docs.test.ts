import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/build-app';

const production = { NODE_ENV: 'production', PAYMENTS_MODE: 'sandbox' };

describe('API docs', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  /** The status of /api/docs/json on an app configured by `env`. */
  async function docsStatus(env: Record<string, string>): Promise<number> {
    t = await createTestApp({ env });
    return (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode;
  }

  it('are served outside production', async () => {
    expect(await docsStatus({})).toBe(200);
  });

  it('are not served under NODE_ENV=production', async () => {
    expect(await docsStatus(production)).toBe(404);
  });

  it('are served under NODE_ENV=production when API_DOCS=1', async () => {
    expect(await docsStatus({ ...production, API_DOCS: '1' })).toBe(200);
  });

  it('are not served anywhere when API_DOCS=0', async () => {
    expect(await docsStatus({ API_DOCS: '0' })).toBe(404);
  });
});
