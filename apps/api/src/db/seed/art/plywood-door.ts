import { canvas } from './canvas';

/** A plywood door in its frame, its fiberglass coat catching the light. */
export function plywoodDoorArt(): string {
  const grain = [78, 104, 128, 176, 204]
    .map(
      (y, i) =>
        `<path d="M160 ${y} Q185 ${y - 4 + i} 200 ${y} T240 ${y}" stroke="#B9783F" stroke-opacity="0.35" stroke-width="1.5" fill="none"/>`,
    )
    .join('');
  return canvas(
    { background: '#E3F4EC', halo: '#C9EBDA' },
    [
      '<rect x="136" y="36" width="128" height="204" rx="4" fill="#6B4A33"/>',
      '<rect x="146" y="46" width="108" height="194" rx="2" fill="#D9A066"/>',
      '<rect x="160" y="60" width="80" height="72" rx="4" fill="#CF9458" stroke="#B9783F" stroke-width="2"/>',
      '<rect x="160" y="146" width="80" height="80" rx="4" fill="#CF9458" stroke="#B9783F" stroke-width="2"/>',
      grain,
      '<path d="M146 150 L226 46 L254 46 L254 60 L164 178 L146 178Z" fill="#FFFFFF" fill-opacity="0.28"/>',
      '<path d="M146 214 L254 86 L254 100 L146 228Z" fill="#FFFFFF" fill-opacity="0.18"/>',
      '<circle cx="238" cy="140" r="6" fill="#4A3222"/>',
      '<rect x="236" y="140" width="4" height="14" rx="2" fill="#4A3222"/>',
      '<rect x="120" y="238" width="160" height="6" rx="3" fill="#6B4A33" fill-opacity="0.6"/>',
    ].join(''),
  );
}
