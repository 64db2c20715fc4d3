export const DEFAULT_AVATAR = '/images/default-avatar.svg';
export const DEFAULT_SERVICE_IMAGE = '/images/default-service.svg';

/** What the API may hold for an image: a path or URL, or an object carrying one. */
export type ImageSource =
  | string
  | { imageUrl?: string | null; url?: string | null; path?: string | null; image?: string | null }
  | null
  | undefined;

function pick(source: ImageSource): string {
  if (typeof source === 'string') return source.trim();
  if (!source) return '';
  return (source.imageUrl ?? source.url ?? source.path ?? source.image ?? '').trim();
}

/**
 * The address to show an image from. Absolute, data and blob URLs are used as they are;
 * uploads ("uploads/x.webp", "/uploads/x.webp") are served by this same origin; nothing usable
 * gives the fallback (the default avatar unless told otherwise).
 */
export function imageUrl(source: ImageSource, fallback: string = DEFAULT_AVATAR): string {
  const value = pick(source).replaceAll('\\', '/');
  if (!value) return fallback;
  if (/^(https?:|data:image\/|blob:)/i.test(value)) return value;
  if (/^[a-z][a-z\d+.-]*:/i.test(value) || value.startsWith('//')) return fallback;
  return value.startsWith('/') ? value : `/${value}`;
}

/** onError handler for <img>: swaps a broken image for the fallback once. */
export function fallbackOnError(fallback: string = DEFAULT_AVATAR) {
  return (event: { currentTarget: HTMLImageElement }) => {
    const img = event.currentTarget;
    if (!img.src.endsWith(fallback)) img.src = fallback;
  };
}
