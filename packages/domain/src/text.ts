import { z } from 'zod';
import { issueCode, type ErrorCode } from './error-codes';

/** C0 controls (NUL to U+001F), DEL and the C1 controls (U+0080 to U+009F). */
const isControl = (code: number) => code < 0x20 || (code >= 0x7f && code <= 0x9f);
/** Tab, line feed and carriage return: the only controls a multi-line text keeps. */
const isLayout = (code: number) => code === 0x09 || code === 0x0a || code === 0x0d;
/** Unicode's own line and paragraph separators, which break lines as a newline does. */
const isLineSeparator = (code: number) => code === 0x2028 || code === 0x2029;

function every(text: string, allowed: (code: number) => boolean): boolean {
  for (let i = 0; i < text.length; i++) if (!allowed(text.charCodeAt(i))) return false;
  return true;
}

/** True when `text` has no control character, no line break and no tab. */
export const isSingleLine = (text: string): boolean =>
  every(text, (code) => !isControl(code) && !isLineSeparator(code));

/** True when `text` has no control character other than tab, line feed and carriage return. */
export const isMultiLine = (text: string): boolean => every(text, (code) => !isControl(code) || isLayout(code));

/**
 * A one-line text a person typed (names, emails, phones, references, searches): trimmed, and
 * refused when it holds a control character (NUL, tab, line breaks, DEL, C1) or a Unicode line
 * separator, which would forge lines in logs, mails and PDFs. `error` is the code for a non-string.
 */
export const singleLineText = (error?: ErrorCode) =>
  z.string(error).trim().refine(isSingleLine, issueCode('TEXT_SINGLE_LINE'));

/**
 * A text that may span lines (addresses, descriptions, details, messages, notes): trimmed; tabs and
 * line breaks are kept, any other control character (NUL above all) is refused.
 */
export const multiLineText = (error?: ErrorCode) =>
  z.string(error).trim().refine(isMultiLine, issueCode('TEXT_CONTROL_CHARACTERS'));

/** A new password: taken as typed (not trimmed), anything but NUL. */
export const secretText = () => z.string().refine((text) => !text.includes('\0'), issueCode('TEXT_CONTROL_CHARACTERS'));
