import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { createSigner, createVerifier, TokenError as JwtError } from 'fast-jwt';
import { roles, type Role } from '@karigar/domain/user';

const isRole = (value: unknown): value is Role => roles.some((role) => role === value);

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ALGORITHM = 'HS256';
const SEAL_CIPHER = 'aes-256-gcm';

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
  /**
   * Encrypts a secret kept briefly in the database (a rotated refresh token's successor pair), bound
   * to `context` (the row it belongs to), with a key derived from the signing secret.
   */
  seal: (text: string, context: string) => string;
  /** The text sealed for `context`, or undefined when it was sealed for another or altered. */
  unseal: (sealed: string, context: string) => string | undefined;
}

export class TokenError extends Error {
  constructor(public readonly reason: 'expired' | 'invalid') {
    super(reason);
  }
}

export function createTokenSigner(secret: string): TokenSigner {
  const signToken = createSigner({ key: secret, algorithm: ALGORITHM, expiresIn: ACCESS_TOKEN_TTL_SECONDS * 1000 });
  // Synchronous, on the event loop: WebCrypto's verification costs a trip through the thread pool.
  // Signature, then "nbf" and "exp" with no tolerance; an expiry is required (every token issued has one).
  // A token verified once is known by its hash until it expires (a signed-in user's every request
  // carries the same one); a refused token is checked afresh each time.
  const verifyToken = createVerifier({ key: secret, algorithms: [ALGORITHM], requiredClaims: ['exp'], cache: true });
  const sealKey = Buffer.from(hkdfSync('sha256', secret, '', 'karigar sealed secrets', 32));
  return {
    seal: (text, context) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv(SEAL_CIPHER, sealKey, iv).setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    unseal: (sealed, context) => {
      const bytes = Buffer.from(sealed, 'base64url');
      try {
        const decipher = createDecipheriv(SEAL_CIPHER, sealKey, bytes.subarray(0, 12))
          .setAAD(Buffer.from(context))
          .setAuthTag(bytes.subarray(12, 28));
        return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
    // A random id: two tokens issued in the same second still differ.
    sign: async ({ sub, role, sv }) => signToken({ sub, role, sv, jti: randomUUID() }),
    verify: async (token) => {
      let payload: Record<string, unknown>;
      try {
        payload = verifyToken(token) as Record<string, unknown>;
      } catch (error) {
        throw new TokenError(
          error instanceof JwtError && error.code === JwtError.codes.expired ? 'expired' : 'invalid',
        );
      }
      const { sub, role, sv } = payload;
      if (typeof sub !== 'string' || !isRole(role) || !Number.isInteger(sv)) {
        throw new TokenError('invalid');
      }
      return { sub, role, sv: sv as number };
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
