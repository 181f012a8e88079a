import type { NewsImage } from '../../lib/cms';

type NewsPictureProps = {
  image: NewsImage;
  /** How wide the picture is drawn, for the browser to pick a size (the `sizes` attribute). */
  sizes: string;
  /** The first screen's picture loads at once and first; the rest wait until they are near. */
  priority?: boolean;
  className?: string;
};

/** A story's picture at the size the layout draws it: width and height set, so nothing shifts. */
export function NewsPicture({ image, sizes, priority = false, className }: NewsPictureProps) {
  const srcSet = image.sizes && image.sizes.length > 1 ? image.sizes.map((size) => `${size.url} ${size.width}w`).join(', ') : undefined;
  return (
    <img
      className={className}
      src={image.url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={image.width ?? 1200}
      height={image.height ?? 630}
      alt={image.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
