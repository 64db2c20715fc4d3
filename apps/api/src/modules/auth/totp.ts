import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

const ISSUER = 'Karigar';
/** One 30-second step either side, for clocks that drift a little. */
const TOLERANCE_SECONDS = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

export async function totpEnrolment(secret: string, email: string): Promise<{ otpauthUrl: string; qrCode: string }> {
  const otpauthUrl = generateURI({ issuer: ISSUER, label: email, secret });
  return { otpauthUrl, qrCode: await QRCode.toDataURL(otpauthUrl) };
}

export async function isValidTotp(secret: string, code: string): Promise<boolean> {
  try {
    return (await verify({ secret, token: code, epochTolerance: TOLERANCE_SECONDS })).valid;
  } catch {
    return false;
  }
}
