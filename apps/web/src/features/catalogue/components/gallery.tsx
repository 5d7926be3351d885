import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductImage as Image } from '@aabhushan/shared/schemas/catalogue';
import { ProductImage } from './product-image';
import styles from './gallery.module.css';

interface GalleryProps {
  images: Image[];
  name: string;
}

/**
 * Main image plus thumbnails. The first image is shown first; parents remount the gallery
 * (key) when the variant changes so its images start from the first again.
 */
export function Gallery({ images, name }: GalleryProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(0);
  const main = images[selected] ?? images[0];
  return (
    <div className={styles.gallery}>
      <ProductImage src={main?.url} alt={main?.altText || name} eager className={styles.main} />
      {images.length > 1 && (
        <ul className={styles.thumbs} aria-label={t('gallery.label')}>
          {images.map((image, index) => (
            <li key={`${image.url}-${index}`}>
              <button
                type="button"
                className={index === selected ? `${styles.thumb} ${styles.active}` : styles.thumb}
                aria-label={t('gallery.show', { index: index + 1, total: images.length })}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
              >
                <ProductImage src={image.url} alt="" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
