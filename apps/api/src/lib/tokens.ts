import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Role } from '@karigar/domain/user';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ALGORITHM = 'HS256';

export interface AccessClaims {
  sub: string;
  role: Role;
  /** The user's session version when the token was issued: a bumped version ends the token early. */
  sv: number;
}

export interface TokenSigner {
  sign: (claims: AccessClaims) => Promise<string>;
  /** Resolves the claims, or rejects with 'expired' or 'invalid'. */
  verify: (token: string) => Promise<AccessClaims>;
}

export class TokenError extends Error {
  constructor(public readonly reason: 'expired' | 'invalid') {
    super(reason);
  }
}

export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    sign: ({ sub, role, sv }) =>
      new SignJWT({ role, sv })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(sub)
        // A random id: two tokens issued in the same second still differ.
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(key),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] });
        const { sub, role, sv } = payload;
        if (typeof sub !== 'string' || (role !== 'admin' && role !== 'user') || !Number.isInteger(sv)) {
          throw new TokenError('invalid');
        }
        return { sub, role, sv: sv as number };
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw new TokenError('expired');
        throw new TokenError('invalid');
      }
    },
  };
}

/** A random opaque token for refresh and reset links; only its hash is stored. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
