import { useTranslation } from 'react-i18next';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion';
import styles from './autoplay-toggle.module.css';

interface AutoplayToggleProps {
  stopped: boolean;
  onToggle: () => void;
}

/**
 * Pause and play for a carousel that moves by itself (WCAG 2.2.2: moving content needs a way to
 * stop it). Absent under reduced motion, where the carousel never moves.
 */
export function AutoplayToggle({ stopped, onToggle }: AutoplayToggleProps) {
  const { t } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  if (reducedMotion) return null;
  return (
    <button type="button" className={styles.toggle} onClick={onToggle} aria-label={stopped ? t('carousel.play') : t('carousel.pause')}>
      <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
        {stopped ? <path d="M8 5l11 7-11 7V5Z" fill="currentColor" /> : <path d="M8 5v14M16 5v14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />}
      </svg>
    </button>
  );
}
