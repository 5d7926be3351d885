import { afterEach, describe, expect, it } from 'vitest';
import { isModalDialogOpen } from './use-modal-dialog-open';

describe('isModalDialogOpen', () => {
  afterEach(() => document.body.replaceChildren());

  it('sees an open modal dialog, not a hidden always-mounted one or a plain region', () => {
    document.body.innerHTML = '<div role="region"></div><div hidden><div role="dialog" aria-modal="true"></div></div>';
    expect(isModalDialogOpen()).toBe(false);
    document.body.querySelector('[hidden]')!.removeAttribute('hidden');
    expect(isModalDialogOpen()).toBe(true);
  });

  it('sees a native dialog only while open', () => {
    document.body.innerHTML = '<dialog></dialog>';
    expect(isModalDialogOpen()).toBe(false);
    document.body.querySelector('dialog')!.setAttribute('open', '');
    expect(isModalDialogOpen()).toBe(true);
  });
});
