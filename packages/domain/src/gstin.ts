import { z } from 'zod';
import { issueCode, type ErrorCode } from './error-codes';
import { gstStates } from './gst-states';

const CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** State code, PAN (5 letters, 4 digits, a letter), entity number, 'Z', check character. */
const GSTIN_FORMAT = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The check character of a GSTIN's first 14 characters (GSTN's base-36 checksum): each character's
 * value is weighted 1, 2, 1, 2…, the product's base-36 digits are added, and the check character
 * brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = CHARACTERS.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARACTERS[(36 - (sum % 36)) % 36]!;
}

/** What is wrong with an (already trimmed and upper-cased) GSTIN, or null when it is valid. */
export function gstinProblem(gstin: string): ErrorCode | null {
  if (!GSTIN_FORMAT.test(gstin)) return 'GSTIN_FORMAT';
  if (!Object.hasOwn(gstStates, gstin.slice(0, 2))) return 'GSTIN_STATE';
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return 'GSTIN_CHECKSUM';
  return null;
}

/** The two-digit state code a GSTIN is registered in. */
export const gstinState = (gstin: string): string => gstin.slice(0, 2);

/** A GSTIN as typed: trimmed and upper-cased, then checked for its format, state code and checksum. */
export const gstin = z
  .string()
  .trim()
  .toUpperCase()
  .superRefine((value, ctx) => {
    const problem = gstinProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: issueCode(problem) });
  });

/** PATCH /api/orders/:id/gstin (admin): the recipient's GSTIN for the job, '' or null for none. */
export const orderGstinBody = z.object({
  gstin: z.union([z.null(), z.string().trim()]).pipe(z.union([z.null(), z.literal('').transform(() => null), gstin])),
});

/** A GSTIN that may be cleared: '' and null remove it (null), a missing field leaves it as it is. */
export const optionalGstin = z
  .union([z.null(), z.string().trim()])
  .optional()
  .pipe(z.union([z.undefined(), z.null(), z.literal('').transform(() => null), gstin]));
