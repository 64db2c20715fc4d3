import type { ComponentProps } from 'react';
import { DEFAULT_SERVICE_IMAGE, fallbackOnError, imageUrl } from '../../lib/image-url';

interface ServiceImageProps extends Omit<ComponentProps<'img'>, 'src' | 'onError'> {
  /** The service's image path (or a preview URL); none shows the default service image. */
  image: string | null | undefined;
  alt: string;
}

/** A service's picture; a missing or broken one shows the default service image. */
export function ServiceImage({ image, alt, ...img }: ServiceImageProps) {
  return (
    <img
      src={imageUrl(image, DEFAULT_SERVICE_IMAGE)}
      onError={fallbackOnError(DEFAULT_SERVICE_IMAGE)}
      alt={alt}
      loading="lazy"
      decoding="async"
      {...img}
    />
  );
}
