import { canvas, leaf } from './canvas';

/** A terracotta-coloured fiberglass planter with a leafy plant. */
export function planterPotArt(): string {
  return canvas(
    { background: '#E7F1DE', halo: '#D3E6C3' },
    [
      leaf(200, 166, 92, 0, '#2E7D4F'),
      leaf(196, 168, 84, -32, '#4F9D69'),
      leaf(204, 168, 84, 32, '#4F9D69'),
      leaf(192, 170, 70, -62, '#6BBF7A'),
      leaf(208, 170, 70, 62, '#6BBF7A'),
      leaf(198, 168, 62, -14, '#3F8F5C'),
      leaf(202, 168, 62, 16, '#3F8F5C'),
      '<path d="M146 174 L254 174 L240 232 Q238 240 230 240 L170 240 Q162 240 160 232Z" fill="#E07A5F"/>',
      '<path d="M160 186 L172 232" stroke="#FFFFFF" stroke-opacity="0.25" stroke-width="6" stroke-linecap="round"/>',
      '<rect x="138" y="162" width="124" height="18" rx="5" fill="#C9654B"/>',
      '<rect x="138" y="162" width="124" height="5" rx="2.5" fill="#FFFFFF" fill-opacity="0.2"/>',
    ].join(''),
  );
}
