/** Dates in the shopper's language with Indian conventions (25 Nov 2026). */
function formatter(language: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(`${language}-IN`, { day: 'numeric', month: 'short', year: 'numeric' });
}

export function formatOrderDate(iso: string, language: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatter(language).format(date);
}

/**
 * The order's estimated delivery as words: a date when the server gives one, its own text
 * otherwise; undefined when it gave nothing (the page then says '3-5 business days').
 */
export function getDeliveryEstimate(value: string | null | undefined, language: string): string | undefined {
  if (!value) return undefined;
  const date = /^\d{4}-\d{2}-\d{2}/.test(value) ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? formatter(language).format(date) : value;
}
