import { useCallback, useRef, useState, type FocusEvent, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Banner } from '@aabhushan/shared/schemas/banners';
import { useAutoplay } from '../../../lib/use-autoplay';
import { useLocalized } from '../../../lib/use-localized';
import { useModalDialogOpen } from '../../../lib/use-modal-dialog-open';
import { usePrefersReducedMotion } from '../../../lib/use-prefers-reduced-motion';
import { HeroSlide } from './hero-slide';
import styles from './hero-carousel.module.css';

/** Hero auto-advance interval (spec B sections 2 and 9). */
export const HERO_AUTOPLAY_MS = 5000;
const SWIPE_MIN_PX = 40;

interface HeroCarouselProps {
  banners: Banner[];
  /** Shown beside a slide that has no image of its own. */
  fallbackArt?: ReactNode;
}

/**
 * The home hero: slides fade every 5 s, with indicators, previous/next and a pause button
 * (WCAG 2.2.2). It holds still while a mouse hovers it or it holds focus, while a modal dialog
 * is open, while the tab is hidden, after the shopper pauses it, and always under reduced motion. Only the current slide is exposed to
 * assistive technology; the slide text is announced only when the shopper moves it.
 */
export function HeroCarousel({ banners, fallbackArt }: HeroCarouselProps) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [moves, setMoves] = useState(0);
  const start = useRef<{ x: number; y: number } | null>(null);
  const count = banners.length;
  const current = Math.min(index, count - 1);

  const advance = useCallback(() => setIndex((value) => (value + 1) % count), [count]);
  const dialogOpen = useModalDialogOpen();
  const running = useAutoplay(advance, HERO_AUTOPLAY_MS, count < 2 || hovered || focused || stopped || dialogOpen, moves);
  const go = (target: number) => {
    setIndex((target + count) % count);
    setMoves((value) => value + 1);
  };

  // Only a mouse hovers: a tap fires pointerenter without a matching leave, which would stop autoplay for good.
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setHovered(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setHovered(false);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  const onPointerDown = (event: PointerEvent) => {
    start.current = event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from || count < 2) return;
    const dx = event.clientX - from.x;
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(event.clientY - from.y)) go(dx < 0 ? current + 1 : current - 1);
  };

  if (count === 0) return null;
  return (
    <section
      className={styles.hero}
      aria-roledescription={t('content.hero.roleDescription')}
      aria-label={t('content.hero.label')}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      data-testid="hero-carousel"
    >
      <div
        className={`${styles.slides} ${reducedMotion ? styles.still : ''}`}
        aria-live={running ? 'off' : 'polite'}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
      >
        {banners.map((banner, position) => (
          <HeroSlide
            key={banner._id}
            banner={banner}
            active={position === current}
            eager={position === 0}
            label={t('content.hero.slideLabel', { index: position + 1, total: count })}
            fallbackArt={fallbackArt}
          />
        ))}
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <button type="button" className={styles.arrow} onClick={() => go(current - 1)} aria-label={t('content.hero.previous')}>
            <Chevron flip />
          </button>
          <ul className={styles.dots} aria-label={t('content.hero.choose')}>
            {banners.map((banner, position) => (
              <li key={banner._id}>
                <button
                  type="button"
                  className={styles.dot}
                  aria-current={position === current ? 'true' : undefined}
                  aria-label={t('content.hero.show', { index: position + 1, title: pick(banner.title) })}
                  onClick={() => go(position)}
                />
              </li>
            ))}
          </ul>
          <button type="button" className={styles.arrow} onClick={() => go(current + 1)} aria-label={t('content.hero.next')}>
            <Chevron />
          </button>
          {!reducedMotion && (
            <button
              type="button"
              className={styles.pause}
              onClick={() => setStopped((value) => !value)}
              aria-label={stopped ? t('content.hero.play') : t('content.hero.pause')}
            >
              {stopped ? <PlayIcon /> : <PauseIcon />}
            </button>
          )}
        </div>
      )}
    </section>
  );
}

function Chevron({ flip = false }: { flip?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" style={flip ? { transform: 'scaleX(-1)' } : undefined}>
      <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
      <path d="M8 5v14M16 5v14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
      <path d="M8 5l11 7-11 7V5Z" fill="currentColor" />
    </svg>
  );
}
