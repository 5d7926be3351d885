import { useSyncExternalStore } from 'react';

const MODAL_SELECTOR = '[aria-modal="true"], dialog[open]';

/** Whether a modal dialog is showing anywhere on the page (a hidden, always-mounted one does not count). */
export function isModalDialogOpen(root: ParentNode = document): boolean {
  return Array.from(root.querySelectorAll(MODAL_SELECTOR)).some((element) => !element.closest('[hidden]'));
}

function subscribe(onChange: () => void): () => void {
  // Portaled dialogs (quick view, filter sheet) mount anywhere under body; the mobile menu only toggles `hidden`.
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-modal', 'hidden', 'open'] });
  return () => observer.disconnect();
}

/**
 * True while a modal dialog is open. Carousels hold still meanwhile: the shopper is looking at
 * the dialog, and a row moving behind it (or under the quick view it opened) is a distraction.
 */
export function useModalDialogOpen(): boolean {
  return useSyncExternalStore(subscribe, () => isModalDialogOpen(), () => false);
}
