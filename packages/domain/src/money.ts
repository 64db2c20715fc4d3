/**
 * Money helpers. Amounts travel as rupees (numbers with at most 2 decimals) and are computed as
 * integer paise, so sums and products never pick up floating-point noise.
 */

const PAISE_PER_RUPEE = 100;

/** Rupees → integer paise, rounding half away from zero; float noise (0.1 + 0.2, 1.005) is ignored. */
export function toPaise(rupees: number): number {
  if (!Number.isFinite(rupees)) throw new RangeError(`Not a finite amount: ${rupees}`);
  // 15 significant digits drop the binary representation error before rounding.
  const scaled = Number((Math.abs(rupees) * PAISE_PER_RUPEE).toPrecision(15));
  const paise = Math.round(scaled);
  return rupees < 0 && paise !== 0 ? -paise : paise;
}

/** Integer paise → rupees with at most 2 decimals. */
export function toRupees(paise: number): number {
  const rupees = Math.round(paise) / PAISE_PER_RUPEE;
  return rupees === 0 ? 0 : rupees;
}

/** Rounds a rupee amount (or any value shown with 2 decimals) half away from zero to 2 decimals. */
export function roundRupees(n: number): number {
  return toRupees(toPaise(n));
}

/**
 * round(value × numerator / denominator) for a non-negative integer value, a non-negative integer
 * numerator and a positive integer denominator, rounding half up, exactly (integer arithmetic
 * while the product stays below 2^53).
 */
export function mulDivRound(value: number, numerator: number, denominator: number): number {
  const product = value * numerator;
  const remainder = product % denominator; // exact for integers
  const quotient = (product - remainder) / denominator;
  return 2 * remainder >= denominator ? quotient + 1 : quotient;
}

/**
 * Formats rupees as Indian currency with 2 decimals, e.g. formatInr(150000) === '₹1,50,000.00':
 * the last three digits of the rupees, then groups of two. Intl.NumberFormat('en-IN') writes the
 * same, but its first use on a page loads its locale data, a long task on a phone's browser on
 * every page with a price; this is plain string work.
 */
export function formatInr(rupees: number): string {
  // Never throws while a screen renders: a missing amount reads as Intl writes it.
  if (Number.isNaN(rupees)) return '₹NaN';
  if (!Number.isFinite(rupees)) return `${rupees < 0 ? '-' : ''}₹∞`;
  const paise = toPaise(rupees);
  const whole = String(Math.trunc(Math.abs(paise) / PAISE_PER_RUPEE));
  const fraction = String(Math.abs(paise) % PAISE_PER_RUPEE).padStart(2, '0');
  const head = whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${paise < 0 ? '-' : ''}₹${head ? `${head},` : ''}${whole.slice(-3)}.${fraction}`;
}

/** A list price as a catalogue shows it: formatInr without ".00" on whole rupees ('₹450', '₹1,250.50'). */
export function formatListPrice(rupees: number): string {
  const text = formatInr(rupees);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}
