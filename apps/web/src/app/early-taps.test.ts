import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_TAPS_SCRIPT } from '@aabhushan/shared/early-taps';

/** A drawn first view: a header with the menu button, a filter, Add to cart, a details summary and a link. */
const DRAWN_VIEW = `
  <style>.hero{}</style>
  <header><div><button type="button" aria-label="Open menu">≡</button><a href="#brand">Aabhushan</a></div></header>
  <main>
    <ul><li><label><input type="checkbox"> Gold</label></li><li><label><input type="checkbox"> Silver</label></li></ul>
    <input type="search" aria-label="Search">
    <button type="button">Add to cart</button>
    <details><summary>Care</summary>Polish gently.</details>
  </main>`;

/** What the storefront's handlers saw, in order. */
let handled: string[] = [];

/** Listeners as the storefront adds them once it runs: on the root, in the bubbling phase. */
function listenAsTheStorefront() {
  document.getElementById('root')!.addEventListener('click', (event) => {
    const element = (event.target as Element).closest<HTMLElement>('button,input,summary');
    const label = element instanceof HTMLInputElement ? element.labels![0]! : element;
    if (element) handled.push(`${element.tagName} ${element.getAttribute('aria-label') ?? label!.textContent!.trim()}`);
  });
}

/** A page as the server draws it, with the early-taps script run in it. */
function drawnPage() {
  handled = [];
  delete document.documentElement.dataset.storefront;
  document.body.innerHTML = `<div id="root">${DRAWN_VIEW}</div>`;
  new Function(EARLY_TAPS_SCRIPT)();
}

const takeOver = async ({ drawAnew }: { drawAnew: boolean }) => {
  const root = document.getElementById('root')!;
  // A fresh render replaces the drawn elements with equal new ones (without the page's styles); hydration keeps them.
  if (drawAnew) root.innerHTML = DRAWN_VIEW.replace('<style>.hero{}</style>', '');
  listenAsTheStorefront();
  document.documentElement.dataset.storefront = 'ready';
  await new Promise((resolve) => setTimeout(resolve, 50));
};
const byText = (tag: string, text: string) => [...document.querySelectorAll(tag)].find((element) => element.textContent!.trim() === text) as HTMLElement;
const menu = () => document.querySelector<HTMLElement>('[aria-label="Open menu"]')!;
const gold = () => byText('label', 'Gold').querySelector('input')!;

afterEach(async () => {
  // Each script stops listening once the page is ready.
  document.documentElement.dataset.storefront = 'ready';
  await new Promise((resolve) => setTimeout(resolve, 50));
});

describe('the early-taps script, in a drawn page before the storefront runs', () => {
  it('stops a tap before the storefront runs, marks it pending at once, and replays it once when the storefront is ready', async () => {
    drawnPage();
    menu().click();
    menu().click(); // an impatient second tap on the same button is not a second action
    gold().click();
    expect(gold().checked).toBe(false); // nothing half-happens
    expect(menu().hasAttribute('data-early-tap')).toBe(true);
    expect(gold().hasAttribute('data-early-tap')).toBe(true);
    expect(handled).toEqual([]);

    await takeOver({ drawAnew: false });
    expect(handled).toEqual(['BUTTON Open menu', 'INPUT Gold']);
    expect(gold().checked).toBe(true);
    expect(document.querySelectorAll('[data-early-tap]')).toHaveLength(0);

    menu().click(); // once the storefront runs, taps are its own
    expect(handled).toEqual(['BUTTON Open menu', 'INPUT Gold', 'BUTTON Open menu']);
  });

  it('replays a tap on the counterpart of an element the storefront drew anew', async () => {
    drawnPage();
    byText('button', 'Add to cart').click();
    byText('label', 'Silver').click();
    byText('summary', 'Care').click();
    const tapped = [...document.querySelectorAll('[data-early-tap]')];
    expect(tapped).toHaveLength(3);

    await takeOver({ drawAnew: true });
    expect(tapped.every((element) => !element.isConnected)).toBe(true);
    // On a busy machine the replays may take longer than takeOver's pause.
    await vi.waitFor(() => expect(handled).toEqual(['BUTTON Add to cart', 'INPUT Silver', 'SUMMARY Care']));
    expect(byText('label', 'Silver').querySelector('input')!.checked).toBe(true);
    expect(gold().checked).toBe(false);
    expect(document.querySelector('details')!.open).toBe(true);
  });

  it('finds a counterpart that moved by its name, and drops a tap whose counterpart is not sure', async () => {
    drawnPage();
    menu().click();
    byText('button', 'Add to cart').click();
    const root = document.getElementById('root')!;
    // The new page has one more button before each: their paths lead elsewhere; and Add to cart twice.
    root.innerHTML = DRAWN_VIEW.replace('<div><button', '<div><button type="button">Search</button><button').replace(
      '<button type="button">Add to cart</button>',
      '<button type="button">Compare</button><button type="button">Add to cart</button><button type="button">Add to cart</button>',
    );
    listenAsTheStorefront();
    document.documentElement.dataset.storefront = 'ready';
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(handled).toEqual(['BUTTON Open menu']);
  });

  it('leaves links, text fields and what is outside the root to the browser', () => {
    drawnPage();
    document.body.insertAdjacentHTML('beforeend', '<button type="button" id="outside">Outside</button>');
    const defaultPrevented = (element: Element) => !element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(defaultPrevented(document.querySelector('a[href]')!)).toBe(false);
    expect(defaultPrevented(document.querySelector('input[type=search]')!)).toBe(false);
    expect(defaultPrevented(document.getElementById('outside')!)).toBe(false);
    expect(defaultPrevented(menu())).toBe(true);
    expect(document.querySelectorAll('[data-early-tap]')).toHaveLength(1);
  });
});
