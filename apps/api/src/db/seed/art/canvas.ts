/**
 * Shared pieces of the catalogue's illustrations: flat shapes on a soft background, drawn on a
 * 400 × 300 view box and rendered at 1200 × 900.
 */

export interface Backdrop {
  /** The soft background colour. */
  background: string;
  /** A slightly deeper tint for the disc behind the subject. */
  halo: string;
}

export const ART_WIDTH = 1200;
export const ART_HEIGHT = 900;

/** A complete SVG document: background, a disc behind the subject, a ground shadow, the subject. */
export function canvas(backdrop: Backdrop, subject: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_WIDTH}" height="${ART_HEIGHT}" viewBox="0 0 400 300">`,
    `<rect width="400" height="300" fill="${backdrop.background}"/>`,
    `<circle cx="200" cy="150" r="118" fill="${backdrop.halo}"/>`,
    `<circle cx="62" cy="58" r="9" fill="${backdrop.halo}"/>`,
    `<circle cx="350" cy="246" r="14" fill="${backdrop.halo}"/>`,
    `<ellipse cx="200" cy="240" rx="150" ry="9" fill="#000000" fill-opacity="0.08"/>`,
    subject,
    '</svg>',
  ].join('');
}

/** A four-pointed sparkle centred on (cx, cy). */
export function sparkle(cx: number, cy: number, r: number, fill = '#FFFFFF'): string {
  return `<path d="M${cx} ${cy - r} Q${cx} ${cy} ${cx + r} ${cy} Q${cx} ${cy} ${cx} ${cy + r} Q${cx} ${cy} ${cx - r} ${cy} Q${cx} ${cy} ${cx} ${cy - r}Z" fill="${fill}"/>`;
}

/** A leaf growing from (x, y), `length` long, turned `angle` degrees from upright. */
export function leaf(x: number, y: number, length: number, angle: number, fill: string): string {
  const w = length * 0.32;
  return (
    `<g transform="translate(${x} ${y}) rotate(${angle})">` +
    `<path d="M0 0 Q${w} ${-length * 0.5} 0 ${-length} Q${-w} ${-length * 0.5} 0 0Z" fill="${fill}"/>` +
    `<path d="M0 -2 L0 ${-length * 0.82}" stroke="#FFFFFF" stroke-opacity="0.35" stroke-width="1.5" stroke-linecap="round"/>` +
    '</g>'
  );
}
