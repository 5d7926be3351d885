import { useState } from 'react';
import placeholder from './placeholder-jewel.svg';
import styles from './product-image.module.css';

interface ProductImageProps {
  src: string | undefined;
  alt: string;
  /** The first screen's main image loads at once; everything else lazily. */
  eager?: boolean;
  className?: string;
}

/** A square image that keeps its space while loading and shows a placeholder when broken or missing. */
export function ProductImage({ src, alt, eager = false, className = '' }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : placeholder;
  return (
    <span className={`${styles.frame} ${className}`}>
      <img
        className={styles.image}
        src={usable}
        alt={alt}
        width={600}
        height={600}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={eager ? 'high' : 'auto'}
        onError={() => src && setFailedSrc(src)}
      />
    </span>
  );
}
