/** Keys begin with the formatter's kind (NumberFormat, DateTimeFormat), so no key meets an Object property. */
const kept: Record<string, object> = {};

/**
 * An Intl formatter (Intl.NumberFormat, Intl.DateTimeFormat) made on first use and kept, one per
 * kind, locale and options. Constructing one loads ICU's data for its locale (tens of ms on a
 * budget phone); a countdown or a count-up that made one on every render paid that on every tick,
 * during the page's first seconds.
 */
export function intlFormat<Format extends object, Options>(Kind: new (locale: string, options?: Options) => Format, locale: string, options?: Options): Format {
  return (kept[Kind.name + locale + JSON.stringify(options)] ??= new Kind(locale, options)) as Format;
}
