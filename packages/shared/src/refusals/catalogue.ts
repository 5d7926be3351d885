import { STAFF_GROUPS } from './catalogue-staff';
import { SHOPPER_GROUPS, SHOPPER_PRODUCERS } from './catalogue-shopper';
import { codeOfKey, isCodedProducer, madeRefusal, type CodedProducer, type RefusalCode } from './refusal-code';

/**
 * The catalogue of the store's messages: every text the server can answer with, by its stable
 * code. A group's fixed texts are coded by the group's prefix and their key; texts made with
 * values (minutes to wait, a maximum) carry the code of their producer. Clients translate by
 * code; the English texts here are the ones the API sends, word for word.
 */
export type MessageGroup = Readonly<Record<string, unknown>>;

export interface CatalogueEntry {
  code: string;
  /** The English text; for a text made with values, the names of its values. */
  text: string;
  values?: readonly string[];
}

/** A producer's entry, its text shown with each value's name in braces ('… in {count} minutes.'). */
function producerEntry(producer: CodedProducer<Array<string | number>>): CatalogueEntry {
  return { code: producer.code, text: producer(...producer.valueNames.map((name) => `{${name}}`)), values: producer.valueNames };
}

function entriesOf(groups: Readonly<Record<string, MessageGroup>>, producers: ReadonlyArray<CodedProducer<Array<string | number>>>): CatalogueEntry[] {
  const entries: CatalogueEntry[] = [];
  for (const [prefix, group] of Object.entries(groups)) {
    for (const [key, value] of Object.entries(group)) {
      if (typeof value === 'string') entries.push({ code: codeOfKey(prefix, key), text: value });
      else if (isCodedProducer(value)) entries.push(producerEntry(value));
    }
  }
  for (const producer of producers) entries.push(producerEntry(producer));
  return entries;
}

export const MESSAGE_CATALOGUE: readonly CatalogueEntry[] = entriesOf({ ...SHOPPER_GROUPS, ...STAFF_GROUPS }, SHOPPER_PRODUCERS);

// A text said by several groups (a shared 'Order not found') has the first group's code.
const codeByText = new Map<string, string>();
for (const entry of MESSAGE_CATALOGUE) if (!entry.values && !codeByText.has(entry.text)) codeByText.set(entry.text, entry.code);

/** The code (and values) of a text the store sends, or undefined for a text outside the catalogue. */
export function codeOfMessage(text: string): RefusalCode | undefined {
  const code = codeByText.get(text);
  return code ? { code } : madeRefusal(text);
}
