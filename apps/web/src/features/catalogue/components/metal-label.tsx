import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { metalLabelKey } from '../lib/product-filters';

/** A metal's name in the shopper's language; a metal the store does not name reads from its value. */
export function useMetalName(): (value: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (value: string) => {
      const key = metalLabelKey(value);
      if (key) return t(key);
      return value
        .split('-')
        .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
        .join(' ');
    },
    [t],
  );
}

export function MetalLabel({ value }: { value: string }) {
  return <>{useMetalName()(value)}</>;
}
