/**
 * A phone number as typed (spaces, dashes, brackets, a leading 0 or +) in E.164 digits, without the
 * plus, for `tel:+…` and WhatsApp's `https://wa.me/<digits>` links: an Indian number of 10 digits
 * (or 0 and 10 digits) gets the 91 country code; one given with + or 00 keeps its own. Null when
 * what is left cannot be a full international number (8 to 15 digits).
 */
export function e164Digits(phone: string): string | null {
  // "(0)" is the trunk 0 written beside a country code: "+91 (0)98220 12345".
  const trimmed = phone.trim().replace(/\(0\)/g, '');
  const international = trimmed.startsWith('+') || trimmed.startsWith('00');
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('00')) digits = digits.slice(2);
  if (!international) {
    if (digits.length === 11 && digits.startsWith('0')) digits = `91${digits.slice(1)}`;
    else if (digits.length === 10) digits = `91${digits}`;
    else if (!(digits.length === 12 && digits.startsWith('91'))) return null;
  }
  if (digits.startsWith('91') && digits.length !== 12) return null;
  return /^[1-9]\d{7,14}$/.test(digits) ? digits : null;
}

/** The number in E.164 with its plus ('+919822012345'), as stored; null when it cannot be a number. */
export function toE164(phone: string): string | null {
  const digits = e164Digits(phone);
  return digits === null ? null : `+${digits}`;
}

/**
 * A stored number as people read it: an Indian one as '+91 98220 12345'; any other as stored (an
 * old number that could not be normalised stays as typed).
 */
export function displayPhone(phone: string): string {
  const match = /^\+91(\d{5})(\d{5})$/.exec(phone);
  return match ? `+91 ${match[1]} ${match[2]}` : phone;
}

/** WhatsApp's click-to-chat link for the number, or null when it is not a full number. */
export function whatsAppLink(phone: string): string | null {
  const digits = e164Digits(phone);
  return digits === null ? null : `https://wa.me/${digits}`;
}
