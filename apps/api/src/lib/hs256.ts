import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';

/** An HMAC-SHA256 key for compact JWS tokens, made once from the secret's UTF-8 bytes. */
export function hs256Key(secret: string): KeyObject {
  return createSecretKey(Buffer.from(secret, 'utf8'));
}

/**
 * The payload of a compact JWS whose header names HS256 and whose signature `key` made, or
 * undefined for anything else. Synchronous: a WebCrypto verification per request costs a trip
 * through the thread pool, this one a few microseconds on the event loop.
 */
export function verifiedHs256Payload(token: string, key: KeyObject): Record<string, unknown> | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [header, payload, signature] = parts as [string, string, string];
  const expected = Buffer.from(createHmac('sha256', key).update(`${header}.${payload}`).digest('base64url'));
  const given = Buffer.from(signature);
  // Compared as text, in constant time: a signature spelled another way (padding, stray characters) is refused.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const head = decodedObject(header);
  // Only HS256 (never "none" or another algorithm), and no extension this verifier would have to understand.
  if (head?.['alg'] !== 'HS256' || 'crit' in head) return undefined;
  return decodedObject(payload);
}

function decodedObject(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
