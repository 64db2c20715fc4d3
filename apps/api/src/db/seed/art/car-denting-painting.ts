import { canvas } from './canvas';
import { CAR_BODY, carDetails } from './car';

/** A car half in grey primer, half freshly painted, with a spray can at work. */
export function carDentingPaintingArt(): string {
  // A cone of paint drops from the can's nozzle down to the freshly painted roof.
  const spray = [14, 26, 38, 50]
    .flatMap((d, i) =>
      [-1, 0, 1].map(
        (o) =>
          `<circle cx="${292 - d + o * d * 0.25}" cy="${56 + d * 0.9 + o * d * 0.2}" r="${3 - i * 0.5}" fill="#F26B5B" fill-opacity="${0.95 - i * 0.2}"/>`,
      ),
    )
    .join('');
  return canvas(
    { background: '#FDEBDD', halo: '#FAD9C1' },
    [
      '<defs><clipPath id="primer"><rect x="0" y="0" width="205" height="300"/></clipPath><clipPath id="paint"><rect x="205" y="0" width="195" height="300"/></clipPath></defs>',
      `<path d="${CAR_BODY}" fill="#B9C0C9" clip-path="url(#primer)"/>`,
      `<path d="${CAR_BODY}" fill="#F26B5B" clip-path="url(#paint)"/>`,
      '<path d="M230 180 Q290 172 340 176" stroke="#FFFFFF" stroke-opacity="0.45" stroke-width="4" stroke-linecap="round" fill="none"/>',
      '<rect x="200" y="118" width="10" height="104" fill="#F4D35E"/>',
      carDetails(),
      '<g transform="rotate(-18 316 70)"><rect x="302" y="56" width="30" height="54" rx="6" fill="#3A86FF"/><rect x="306" y="46" width="22" height="12" rx="3" fill="#D9DDE3"/><rect x="296" y="44" width="14" height="7" rx="2" fill="#2B2D42"/><rect x="302" y="74" width="30" height="10" fill="#FFFFFF" fill-opacity="0.5"/></g>',
      spray,
    ].join(''),
  );
}
