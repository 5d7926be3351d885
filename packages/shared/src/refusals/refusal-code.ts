/**
 * Every refusal the store sends has a stable machine code beside its English text, so a client
 * shows it in its own language by the code and never by reading the English. A fixed text's code
 * is its group's prefix and its key (`ORDER_MESSAGES.notCancellable` is ORDER_NOT_CANCELLABLE); a
 * text made with values (minutes to wait, a maximum quantity) is made by a `coded` producer,
 * which remembers the code and the values of each text it made.
 */
export type RefusalValues = Readonly<Record<string, string | number>>;

export interface RefusalCode {
  readonly code: string;
  /** The values the text was made with, for the translation's placeholders. */
  readonly values?: RefusalValues;
}

/** 'notCancellable' under 'ORDER' is 'ORDER_NOT_CANCELLABLE'. */
export function codeOfKey(prefix: string, key: string): string {
  return `${prefix}_${key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}`;
}

/** A producer's code and its values' names, in the order of its arguments. */
export interface CodedProducer<A extends unknown[]> {
  (...args: A): string;
  readonly code: string;
  readonly valueNames: readonly string[];
}

// Texts made with values, by text. Few distinct ones are ever made (minutes to wait, limits,
// product names): the oldest go when there are too many, and a text made again comes back.
const MADE_LIMIT = 2_000;
const made = new Map<string, RefusalCode>();

/**
 * Wraps a producer of a text with values: the text is as before, and its code and values can be
 * found again by `madeRefusal(text)` (for example in the answer envelope).
 */
export function coded<A extends Array<string | number>>(
  code: string,
  valueNames: { [K in keyof A]: string },
  produce: (...args: A) => string,
): CodedProducer<A> {
  const producer = (...args: A): string => {
    const text = produce(...args);
    if (!made.has(text)) {
      if (made.size >= MADE_LIMIT) made.delete(made.keys().next().value!);
      made.set(text, { code, values: Object.fromEntries(valueNames.map((name, index) => [name, args[index]!])) });
    }
    return text;
  };
  return Object.assign(producer, { code, valueNames: valueNames as readonly string[] });
}

/** The code and values of a text a `coded` producer made, if it made it. */
export function madeRefusal(text: string): RefusalCode | undefined {
  return made.get(text);
}

export function isCodedProducer(value: unknown): value is CodedProducer<Array<string | number>> {
  return typeof value === 'function' && typeof (value as { code?: unknown }).code === 'string';
}
