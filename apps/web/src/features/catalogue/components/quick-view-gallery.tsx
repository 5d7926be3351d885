import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductImage as Image } from '@aabhushan/shared/schemas/catalogue';
import { ProductImage } from '../../../components/ui/product-image';
import styles from './quick-view.module.css';

interface QuickViewGalleryProps {
  images: Image[];
  name: string;
}

/** The quick view's main image; choosing a thumbnail replaces it (spec B section 2). */
export function QuickViewGallery({ images, name }: QuickViewGalleryProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(0);
  const main = images[selected] ?? images[0];
  return (
    <div className={styles.gallery}>
      <ProductImage src={main?.url} alt={main?.altText || name} eager className={styles.mainImage} />
      {images.length > 1 && (
        <ul className={styles.thumbs} aria-label={t('gallery.label')}>
          {images.map((image, index) => (
            <li key={`${image.url}-${index}`}>
              <button
                type="button"
                className={index === selected ? `${styles.thumb} ${styles.thumbActive}` : styles.thumb}
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
