import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductImage as Image } from '@aabhushan/shared/schemas/catalogue';
import { ProductImage } from '../../../components/ui/product-image';
import styles from './gallery.module.css';

interface GalleryProps {
  images: Image[];
  name: string;
}

/** A horizontal finger movement at least this long (px) turns the image. */
const SWIPE_MIN_PX = 40;

/**
 * Main image plus thumbnails. Arrow keys (on the image or a thumbnail), the previous/next
 * buttons and a horizontal swipe turn the images. Parents remount the gallery (key) when the
 * variant changes, so a new variant starts from its first image. No images: the placeholder.
 */
export function Gallery({ images, name }: GalleryProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(0);
  const start = useRef<{ x: number; y: number } | null>(null);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = images.length;
  const main = images[selected] ?? images[0];
  const show = (index: number) => setSelected((index + count) % count);

  const onStageKey = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowRight') show(selected + 1);
    else if (event.key === 'ArrowLeft') show(selected - 1);
    else return;
    event.preventDefault();
  };
  const onThumbKey = (event: KeyboardEvent, index: number) => {
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: count - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + count) % count;
    show(next);
    thumbs.current[next]?.focus();
  };
  const onPointerDown = (event: PointerEvent) => {
    start.current = event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from || count < 2) return;
    const dx = event.clientX - from.x;
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(event.clientY - from.y)) show(dx < 0 ? selected + 1 : selected - 1);
  };

  return (
    <div className={styles.gallery}>
      <div
        className={styles.stage}
        role="group"
        aria-roledescription={t('product.gallery.roleDescription')}
        aria-label={t('gallery.label')}
        tabIndex={count > 1 ? 0 : undefined}
        onKeyDown={onStageKey}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
        data-testid="gallery-main"
      >
        <ProductImage key={main?.url ?? 'none'} src={main?.url} alt={main?.altText || name} eager className={styles.main} />
        {count > 1 && (
          <>
            <button type="button" className={`${styles.arrow} ${styles.prev}`} onClick={() => show(selected - 1)} aria-label={t('product.gallery.previous')}>
              <Chevron flip />
            </button>
            <button type="button" className={`${styles.arrow} ${styles.next}`} onClick={() => show(selected + 1)} aria-label={t('product.gallery.next')}>
              <Chevron />
            </button>
            <p className={styles.counter} aria-live="polite">
              {t('product.gallery.counter', { index: selected + 1, total: count })}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className={styles.thumbs} aria-label={t('product.gallery.thumbnails')}>
          {images.map((image, index) => (
            <li key={`${image.url}-${index}`}>
              <button
                ref={(node) => {
                  thumbs.current[index] = node;
                }}
                type="button"
                className={index === selected ? `${styles.thumb} ${styles.active}` : styles.thumb}
                aria-label={t('gallery.show', { index: index + 1, total: count })}
                aria-current={index === selected ? 'true' : undefined}
                tabIndex={index === selected ? 0 : -1}
                onClick={() => show(index)}
                onKeyDown={(event) => onThumbKey(event, index)}
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

function Chevron({ flip = false }: { flip?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" style={flip ? { transform: 'scaleX(-1)' } : undefined}>
      <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
