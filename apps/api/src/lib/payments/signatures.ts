import { createHmac, timingSafeEqual } from 'node:crypto';

/** Lower-case hex HMAC-SHA256, as Razorpay signs checkouts and webhooks. */
export function hmacSha256Hex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** Razorpay Checkout's signature for a payment: HMAC-SHA256 of `order_id|payment_id`. */
export function checkoutSignature(keySecret: string, orderId: string, paymentId: string): string {
  return hmacSha256Hex(keySecret, `${orderId}|${paymentId}`);
}

/** Compares a received signature with the expected one in constant time. */
export function signaturesMatch(expected: string, received: string | undefined): boolean {
  if (!received) return false;
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(received, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
