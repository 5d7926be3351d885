/**
 * Engraving on a piece: staff allow it per product with a maximum length (null: not engraved).
 * The text is what the engraver cuts into metal, so it is kept to what the workshop can cut:
 * letters of the Latin and Devanagari scripts (with their accents, vowel signs and conjuncts),
 * digits, spaces and & . - ' ♥. It is trimmed, and its length is counted in characters as a
 * reader sees them (a Devanagari syllable with its vowel sign is one), never in code units.
 * An engraved piece is made for one person: it is not returnable.
 */
import { coded } from '../refusals/refusal-code';

/** The most any piece may allow; a product's own maximum is 1 to this. */
export const MAX_ENGRAVING_LENGTH = 40;
/** The seed's maximum on rings, bands and bangles. */
export const DEFAULT_ENGRAVING_LENGTH = 12;

export const ENGRAVING_MESSAGES = {
  characters: "Engraving can use only letters (Latin or Devanagari), digits, spaces and & . - ' ♥",
  notAllowed: 'This piece cannot be engraved',
  notReturnable: 'Engraved pieces cannot be returned',
} as const;

/** 'Engraving can be at most 12 characters', with the piece's maximum. */
export const engravingTooLong = coded('ENGRAVING_TOO_LONG', ['max'], (max: number) => `Engraving can be at most ${max} characters`);

const SYMBOLS = new Set([' ', '&', '.', '-', "'", '♥']);
/** A code point of an allowed script: Latin or Devanagari, marks that combine with them, ASCII digits. */
const SCRIPT = /^[\p{Script=Latin}\p{Script=Devanagari}\p{Script=Inherited}0-9\u200c\u200d]$/u;
/** A letter, a mark or a digit (not the scripts' punctuation or symbols). */
const KIND = /^[\p{L}\p{M}\p{Nd}\u200c\u200d]$/u;
const STARTS = /^[\p{L}\p{Nd}]/u;
/** The emoji form of the heart (♥ followed by variation selector 16) is the same heart. */
const EMOJI_HEART = /\u2665\ufe0f/g;

let segmenter: Intl.Segmenter | undefined;
/** The text's user-perceived characters (extended grapheme clusters). */
export function splitCharacters(text: string): string[] {
  segmenter ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
  return Array.from(segmenter.segment(text), (part) => part.segment);
}

/** How many characters a reader sees in `text`. */
export function countCharacters(text: string): number {
  return splitCharacters(text).length;
}

function isAllowedCharacter(cluster: string): boolean {
  if (SYMBOLS.has(cluster)) return true;
  if (!STARTS.test(cluster)) return false;
  for (const point of cluster) if (!SCRIPT.test(point) || !KIND.test(point)) return false;
  return true;
}

/** The text as it is engraved: composed (NFC), the emoji heart as ♥, trimmed. Empty means none. */
export function normaliseEngraving(text: string): string {
  return text.normalize('NFC').replace(EMOJI_HEART, '♥').trim();
}

export type EngravingVerdict = { ok: true; text: string | null } | { ok: false; message: string };

/**
 * Judges engraving text for a piece whose maximum is `maxLength` (null: the piece is not
 * engraved). Blank text is no engraving, allowed on any piece; the characters are checked before
 * the length, so the shopper first hears what cannot be cut.
 */
export function judgeEngraving(text: string | null | undefined, maxLength: number | null): EngravingVerdict {
  const normalised = normaliseEngraving(text ?? '');
  if (normalised === '') return { ok: true, text: null };
  if (maxLength === null || maxLength <= 0) return { ok: false, message: ENGRAVING_MESSAGES.notAllowed };
  const characters = splitCharacters(normalised);
  if (!characters.every(isAllowedCharacter)) return { ok: false, message: ENGRAVING_MESSAGES.characters };
  if (characters.length > maxLength) return { ok: false, message: engravingTooLong(maxLength) };
  return { ok: true, text: normalised };
}

/** Whether a line of an order may go back: an engraved piece may not. */
export function isReturnableLine(line: { engraving: string | null }): boolean {
  return !line.engraving;
}
