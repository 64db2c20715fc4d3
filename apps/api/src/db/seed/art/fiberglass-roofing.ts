import { canvas } from './canvas';

/** A small shed under translucent corrugated fiberglass sheets, in the sun. */
export function fiberglassRoofingArt(): string {
  const ribs = Array.from({ length: 13 }, (_, i) => {
    const top = 112 + (i * 176) / 12;
    const bottom = 82 + (i * 236) / 12;
    return `<path d="M${top} 96 L${bottom} 150" stroke="${i % 2 ? '#3E9C8F' : '#9FE0D4'}" stroke-width="5" stroke-linecap="round"/>`;
  }).join('');
  return canvas(
    { background: '#DDEBFA', halo: '#C5DCF5' },
    [
      '<circle cx="320" cy="62" r="24" fill="#FFD166"/>',
      '<circle cx="320" cy="62" r="34" fill="#FFD166" fill-opacity="0.25"/>',
      '<rect x="100" y="146" width="200" height="92" fill="#F7F3EA"/>',
      '<rect x="100" y="146" width="200" height="10" fill="#000000" fill-opacity="0.06"/>',
      '<rect x="178" y="176" width="44" height="62" rx="3" fill="#8D6E63"/>',
      '<circle cx="214" cy="208" r="3" fill="#F7F3EA"/>',
      '<rect x="122" y="170" width="38" height="30" rx="3" fill="#A9D6F5" stroke="#FFFFFF" stroke-width="3"/>',
      '<rect x="240" y="170" width="38" height="30" rx="3" fill="#A9D6F5" stroke="#FFFFFF" stroke-width="3"/>',
      '<path d="M112 96 L288 96 L318 150 L82 150Z" fill="#5FC2B2"/>',
      ribs,
      '<path d="M112 96 L288 96 L318 150 L82 150Z" fill="#FFFFFF" fill-opacity="0.12"/>',
      '<rect x="78" y="148" width="244" height="6" rx="3" fill="#2F7D72"/>',
    ].join(''),
  );
}
