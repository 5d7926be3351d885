import { render } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';

// A fresh copy of the i18n module, reading a stand-in for the parts still waiting (the test
// setup has loaded the real one already).
const hydrateWaitingParts = vi.fn(() => Promise.resolve());
vi.resetModules();
vi.doMock('../lib/hydrate-when-near', () => ({ hydrateWaitingParts }));
const { changeLanguage, i18n } = await import('./i18n');

describe('a language chosen in a component', () => {
  afterEach(async () => {
    await changeLanguage(i18n, 'en');
    localStorage.clear();
  });

  it('changes the storefront’s own instance and hydrates the parts still waiting first, given the copy useTranslation hands out', async () => {
    let held: I18n | undefined;
    function Picker() {
      held = useTranslation().i18n;
      return null;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Picker />
      </I18nextProvider>,
    );
    // What react-i18next hands a component is not the instance itself.
    expect(held).not.toBe(i18n);
    hydrateWaitingParts.mockClear();
    await changeLanguage(held!, 'ta');
    expect(i18n.language).toBe('ta');
    expect(hydrateWaitingParts).toHaveBeenCalledTimes(1);
  });
});
