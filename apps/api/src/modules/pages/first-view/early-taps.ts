import { createHash } from 'node:crypto';
import { EARLY_TAPS_SCRIPT } from '@aabhushan/shared/early-taps';

export { EARLY_TAPS_SCRIPT };

/** The Content-Security-Policy source that allows the early-taps script (@aabhushan/shared/early-taps). */
export const EARLY_TAPS_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64')}'`;

/**
 * The element that keeps the taps a shopper makes before the storefront takes a drawn page over;
 * in the head of a page with a drawn first view, as it must run before that view can be tapped.
 */
export const EARLY_TAPS_ELEMENT = `<script>${EARLY_TAPS_SCRIPT}</script>`;
