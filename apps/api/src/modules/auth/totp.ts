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

const STEP_SECONDS = 30;

/** The 30-second time step the code belongs to, or null when the code is not valid now. */
export async function matchTotpStep(secret: string, code: string, now = Date.now()): Promise<number | null> {
  try {
    const result = await verify({ secret, token: code, epochTolerance: TOLERANCE_SECONDS });
    return result.valid ? Math.floor(now / 1000 / STEP_SECONDS) + result.delta : null;
  } catch {
    return null;
  }
}
