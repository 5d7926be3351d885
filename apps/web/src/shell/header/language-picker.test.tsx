import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { toastStore } from '../../lib/toast/toast-store';
import { LanguagePicker } from './language-picker';
import type * as SessionStoreModule from '../../lib/session/session-store';

const saved = vi.fn();
let status: 'signed-in' | 'signed-out' = 'signed-out';
vi.mock('../../features/account/api/save-language', () => ({ saveAccountLanguage: (code: string) => saved(code) }));
vi.mock('../../lib/session/session-store', async (importOriginal) => ({
  ...(await importOriginal<typeof SessionStoreModule>()),
  getSession: () => ({ status, user: null }),
}));

describe('LanguagePicker', () => {
  afterEach(() => {
    toastStore.clear();
    saved.mockReset();
    status = 'signed-out';
  });

  it('switches language, stores it, confirms with a toast and closes', async () => {
    const { i18n } = renderWithProviders(<LanguagePicker />);
    const trigger = screen.getByRole('button', { name: /Change language/ });
    fireEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));
    });
    expect(i18n.language).toBe('hi');
    expect(window.localStorage.getItem('selectedLanguage')).toBe('hi');
    expect(toastStore.getSnapshot().at(-1)).toMatchObject({ type: 'success', message: 'भाषा बदलकर हिन्दी कर दी गई है' });
    expect(screen.queryByRole('button', { name: 'हिन्दी' })).not.toBeInTheDocument();
  });

  it("keeps a signed-in shopper's choice on the account, and sends nothing for one signed out", async () => {
    renderWithProviders(<LanguagePicker />);
    fireEvent.click(screen.getByRole('button', { name: /Change language/ }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'தமிழ்' }));
    });
    expect(saved).not.toHaveBeenCalled();
    status = 'signed-in';
    fireEvent.click(screen.getByRole('button', { name: /மொழியை மாற்றவும்/ }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'తెలుగు' }));
    });
    await vi.waitFor(() => expect(saved).toHaveBeenCalledWith('te'));
    expect(saved).toHaveBeenCalledOnce();
  });

  it('closes on Escape', () => {
    renderWithProviders(<LanguagePicker />);
    fireEvent.click(screen.getByRole('button', { name: /Change language/ }));
    expect(screen.getByRole('button', { name: 'தமிழ்' })).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('button', { name: 'தமிழ்' })).not.toBeInTheDocument();
  });
});
