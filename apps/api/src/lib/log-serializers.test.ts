import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { serializeError } from './log-serializers';

describe('serializeError', () => {
  it('reports a query that got no answer from PostgreSQL by its cause, without the query or its values', () => {
    const lost = Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' });
    const error = new DrizzleQueryError('update users set password_hash = $1', ['$argon2id$v=19$secret'], lost);
    const logged = serializeError(error);
    expect(logged).toMatchObject({ type: 'DrizzleQueryError', code: 'ECONNRESET', message: lost.message });
    expect(JSON.stringify(logged)).not.toMatch(/argon2|password_hash/);
  });
});
