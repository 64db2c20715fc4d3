import type { Role } from '@karigar/domain/user';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { users } from '../db/schema/users';
import { TokenError, type AccessClaims, type TokenSigner } from '../lib/tokens';
import { forbidden, unauthorized } from './errors';

export interface AuthUser {
  id: string;
  role: Role;
  name: string;
  /** Always set for a signed-in user (signing in needs one); none only for a walk-in customer's record. */
  email: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /**
     * onRequest: requires a valid bearer token and loads request.user, before the body is read or
     * checked, so a caller without a token learns nothing of the route's schemas.
     */
    authenticate: onRequestHookHandler;
    /** onRequest: requires a valid bearer token of one of these roles (see authenticate). */
    requireRole: (...roles: Role[]) => onRequestHookHandler;
  }
}

/** The signed-in user of a route guarded by `authenticate`. */
export function actor(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized('TOKEN_MISSING');
  return request.user;
}

export const authPlugin = fp<{ db: Db; tokens: TokenSigner }>(async (app: FastifyInstance, { db, tokens }) => {
  app.decorateRequest('user', null);
  // Prepared once: every authenticated request reads its user.
  const userById = db
    .select({
      id: users.id,
      role: users.role,
      name: users.name,
      email: users.email,
      sessionVersion: users.sessionVersion,
    })
    .from(users)
    // A deleted account's tokens are refused like those of an unknown one.
    .where(and(eq(users.id, sql.placeholder('id')), isNull(users.deletedAt)))
    .prepare('auth_user_by_id');
  async function authenticate(request: FastifyRequest): Promise<void> {
    // The scheme name is case-insensitive (RFC 9110).
    const token = /^bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1]?.trim() ?? '';
    if (!token) throw unauthorized('TOKEN_MISSING');
    let claims: AccessClaims;
    try {
      claims = await tokens.verify(token);
    } catch (error) {
      const expired = error instanceof TokenError && error.reason === 'expired';
      throw unauthorized(expired ? 'TOKEN_EXPIRED' : 'TOKEN_INVALID');
    }
    // Read on every request, so a logout, role change or deletion through any instance applies to
    // the next request everywhere.
    const [row] = await userById.execute({ id: claims.sub });
    if (!row) throw unauthorized('TOKEN_INVALID');
    const { sessionVersion, ...user } = row;
    // A logout or a new password since the token was issued: it ends like an expired one (the
    // client refreshes once, and only a refresh token that is still valid gets a new one).
    if (claims.sv !== sessionVersion) throw unauthorized('TOKEN_EXPIRED');
    request.user = user;
  }

  app.decorate('authenticate', authenticate);
  app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
    await authenticate(request);
    if (!roles.includes(actor(request).role)) throw forbidden('FORBIDDEN');
  });
});
