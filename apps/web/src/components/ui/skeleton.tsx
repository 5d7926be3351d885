import styles from './skeleton.module.css';

interface SkeletonProps {
  width?: string;
  height?: string;
  className?: string;
  square?: boolean;
}

/** A quiet shimmering block that holds space while data loads (no layout shift); browser tests wait for the last one to go. */
export function Skeleton({ width = '100%', height = '1em', className = '', square = false }: SkeletonProps) {
  return (
    <span
      className={`${styles.skeleton} ${square ? styles.square : ''} ${className}`}
      style={square ? { width } : { width, height }}
      aria-hidden="true"
      data-skeleton=""
    />
  );
}
