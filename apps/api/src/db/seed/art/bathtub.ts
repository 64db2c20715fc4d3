import { canvas } from './canvas';

/** A glossy moulded bathtub full of bubbles. */
export function bathtubArt(): string {
  const bubbles = [
    [118, 136, 12],
    [140, 126, 16],
    [166, 134, 11],
    [196, 124, 18],
    [226, 132, 13],
    [252, 122, 15],
    [278, 134, 11],
  ]
    .map(([cx, cy, r]) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#FFFFFF" stroke="#BFE3EA" stroke-width="2"/>`)
    .join('');
  return canvas(
    { background: '#DDF3F5', halo: '#C2E9EE' },
    [
      '<path d="M96 86 L96 70 Q96 56 110 56 L126 56" stroke="#8D99AE" stroke-width="7" fill="none" stroke-linecap="round"/>',
      '<rect x="120" y="50" width="12" height="14" rx="3" fill="#8D99AE"/>',
      '<rect x="90" y="82" width="12" height="62" rx="4" fill="#8D99AE"/>',
      bubbles,
      '<path d="M92 148 L308 148 L300 200 Q294 224 266 224 L134 224 Q106 224 100 200Z" fill="#FFFFFF"/>',
      '<path d="M110 160 L290 160 L286 186 Q282 206 262 206 L188 206" stroke="#E3F1F4" stroke-width="6" fill="none" stroke-linecap="round"/>',
      '<rect x="80" y="138" width="240" height="16" rx="8" fill="#F4FBFC" stroke="#BFE3EA" stroke-width="2"/>',
      '<path d="M120 224 L116 240 L132 240 L136 224Z" fill="#8D99AE"/>',
      '<path d="M280 224 L284 240 L268 240 L264 224Z" fill="#8D99AE"/>',
      '<circle cx="300" cy="110" r="6" fill="#FFFFFF" stroke="#BFE3EA" stroke-width="2"/>',
      '<circle cx="316" cy="92" r="4" fill="#FFFFFF" stroke="#BFE3EA" stroke-width="2"/>',
    ].join(''),
  );
}
