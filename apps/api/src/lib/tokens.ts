import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Role } from '@karigar/domain/user';
import { hs256Key, verifiedHs256Payload } from './hs256';

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
  const verifyKey = hs256Key(secret);
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
    // Checked like jose's jwtVerify (signature, then "nbf" and "exp" with no tolerance), but on the
    // event loop, and an expiry is required: every token this signer issues has one.
    verify: async (token) => {
      const payload = verifiedHs256Payload(token, verifyKey);
      if (!payload) throw new TokenError('invalid');
      const { sub, role, sv, exp, nbf, iat } = payload;
      if (typeof exp !== 'number' || !optionalNumber(nbf) || !optionalNumber(iat)) throw new TokenError('invalid');
      const now = Math.floor(Date.now() / 1000);
      if (nbf !== undefined && nbf > now) throw new TokenError('invalid');
      if (exp <= now) throw new TokenError('expired');
      if (typeof sub !== 'string' || (role !== 'admin' && role !== 'user') || !Number.isInteger(sv)) {
        throw new TokenError('invalid');
      }
      return { sub, role, sv: sv as number };
    },
  };
}

function optionalNumber(value: unknown): value is number | undefined {
  return value === undefined || typeof value === 'number';
}

/** A random opaque token for refresh and reset links; only its hash is stored. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
