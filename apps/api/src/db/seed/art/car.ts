/** A side view of a hatchback, wheels on the ground line (y ≈ 237). */

export const CAR_BODY =
  'M62 214 L62 184 Q64 168 84 165 L122 160 Q148 126 182 122 L244 122 Q270 124 292 156 L326 162 Q346 167 348 188 L348 214 Q348 220 342 220 L68 220 Q62 220 62 214Z';
const REAR_WINDOW = 'M140 160 Q158 134 184 131 L203 131 L203 160Z';
const FRONT_WINDOW = 'M213 131 L242 131 Q262 134 278 159 L213 160Z';

/** The wheels, windows, lights and door line drawn over a body filled by the caller. */
export function carDetails(): string {
  const wheel = (cx: number) =>
    `<circle cx="${cx}" cy="215" r="29" fill="#2B2D42" fill-opacity="0.18"/>` +
    `<circle cx="${cx}" cy="215" r="23" fill="#2B2D42"/>` +
    `<circle cx="${cx}" cy="215" r="10" fill="#D9DDE3"/>` +
    `<circle cx="${cx}" cy="215" r="3" fill="#8D99AE"/>`;
  return [
    `<path d="${REAR_WINDOW}" fill="#E8F1FA"/>`,
    `<path d="${FRONT_WINDOW}" fill="#E8F1FA"/>`,
    '<path d="M150 156 L172 136" stroke="#FFFFFF" stroke-width="5" stroke-linecap="round"/>',
    '<path d="M208 160 L208 210" stroke="#2B2D42" stroke-opacity="0.25" stroke-width="2"/>',
    '<rect x="218" y="170" width="16" height="4" rx="2" fill="#2B2D42" fill-opacity="0.35"/>',
    '<rect x="336" y="174" width="12" height="9" rx="3" fill="#FFE8A3"/>',
    '<rect x="62" y="176" width="9" height="10" rx="3" fill="#EF476F"/>',
    wheel(122),
    wheel(292),
  ].join('');
}
