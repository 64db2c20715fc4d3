import { canvas, sparkle } from './canvas';
import { CAR_BODY, carDetails } from './car';

/** A deep blue car with a mirror shine and sparkles. */
export function carPolishingArt(): string {
  return canvas(
    { background: '#ECE8FB', halo: '#DCD4F7' },
    [
      `<path d="${CAR_BODY}" fill="#3F51B5"/>`,
      '<path d="M92 182 Q200 168 336 178" stroke="#FFFFFF" stroke-opacity="0.5" stroke-width="5" stroke-linecap="round" fill="none"/>',
      '<path d="M110 196 Q200 188 300 194" stroke="#FFFFFF" stroke-opacity="0.25" stroke-width="3" stroke-linecap="round" fill="none"/>',
      carDetails(),
      sparkle(318, 92, 16),
      sparkle(96, 118, 11),
      sparkle(262, 66, 9, '#FFD166'),
      sparkle(352, 140, 7),
      sparkle(150, 84, 6, '#FFD166'),
    ].join(''),
  );
}
