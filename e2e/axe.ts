import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from './test';

/** WCAG 2.1 A and AA, the level the store's budget names. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Waits until no finite animation or transition is running (a sheet fading in, a dialog sliding
 * up): axe reads colours as drawn, so text half-way through a fade reads as low contrast.
 * Endless ones (a spinner) are left running.
 */
async function waitForSettledAnimations(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
}

/**
 * The serious and critical WCAG 2.1 AA violations on the page, one line per rule ("where: rule
 * targets"). `within` limits the scan to an open modal dialog: the page behind it sits under
 * the dimming overlay and is inert to the shopper.
 */
export async function findSevereViolations(page: Page, where: string, within?: string): Promise<string[]> {
  // Every rule of those levels runs; only the passes are not gathered and sent back (faster).
  await waitForSettledAnimations(page);
  const builder = new AxeBuilder({ page }).withTags(WCAG_21_AA).options({ resultTypes: ['violations'] });
  if (within) builder.include(within);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${where}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** the store's budget: no serious or critical WCAG 2.1 AA violation. */
export async function expectAccessible(page: Page, where: string, within?: string) {
  expect(await findSevereViolations(page, where, within)).toEqual([]);
}
