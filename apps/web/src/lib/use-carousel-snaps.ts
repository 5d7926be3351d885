import { useEffect, useState } from 'react';
import type { CarouselApi } from './use-carousel';

/** A carousel's snap points and the selected one, kept in step with Embla (for its dots). */
export function useCarouselSnaps(embla: CarouselApi | undefined): { snaps: number[]; selected: number } {
  const [snaps, setSnaps] = useState<number[]>([]);
  const [selected, setSelected] = useState(0);
  useEffect(() => {
    if (!embla) return;
    const sync = () => {
      setSnaps(embla.scrollSnapList());
      setSelected(embla.selectedScrollSnap());
    };
    sync();
    embla.on('select', sync).on('reInit', sync);
    return () => {
      embla.off('select', sync).off('reInit', sync);
    };
  }, [embla]);
  return { snaps, selected };
}
