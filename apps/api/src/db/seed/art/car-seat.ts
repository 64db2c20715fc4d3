import { canvas, sparkle } from './canvas';

/** A cognac leather car seat with contrast stitching, freshly detailed. */
export function carSeatArt(): string {
  const stitch = 'stroke="#F6D7B0" stroke-width="1.6" stroke-dasharray="4 3" fill="none"';
  return canvas(
    { background: '#F7ECDC', halo: '#EFDCC0' },
    [
      '<rect x="150" y="212" width="120" height="10" rx="4" fill="#4A4E69"/>',
      '<rect x="176" y="220" width="10" height="18" fill="#4A4E69"/>',
      '<rect x="236" y="220" width="10" height="18" fill="#4A4E69"/>',
      '<g transform="rotate(-12 170 190)">',
      '<rect x="138" y="36" width="56" height="34" rx="14" fill="#A65E31"/>',
      '<rect x="152" y="66" width="6" height="14" fill="#6D4C41"/>',
      '<rect x="174" y="66" width="6" height="14" fill="#6D4C41"/>',
      '<rect x="130" y="78" width="72" height="130" rx="22" fill="#B86B3A"/>',
      `<path d="M146 92 L146 192" ${stitch}/>`,
      `<path d="M186 92 L186 192" ${stitch}/>`,
      '<path d="M138 96 Q150 90 150 110 L150 190" stroke="#FFFFFF" stroke-opacity="0.2" stroke-width="6" fill="none" stroke-linecap="round"/>',
      '</g>',
      '<rect x="150" y="176" width="140" height="40" rx="18" fill="#C97A45"/>',
      `<path d="M168 190 L276 190" ${stitch}/>`,
      '<path d="M164 184 L250 184" stroke="#FFFFFF" stroke-opacity="0.22" stroke-width="5" stroke-linecap="round"/>',
      sparkle(272, 120, 16, '#FFFFFF'),
      sparkle(300, 156, 9, '#FFFFFF'),
      sparkle(108, 150, 8, '#FFFFFF'),
    ].join(''),
  );
}
