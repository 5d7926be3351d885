import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { toastStore } from '../../lib/toast/toast-store';
import { LanguagePicker } from './language-picker';

describe('LanguagePicker', () => {
  afterEach(() => toastStore.clear());

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

  it('closes on Escape', () => {
    renderWithProviders(<LanguagePicker />);
    fireEvent.click(screen.getByRole('button', { name: /Change language/ }));
    expect(screen.getByRole('button', { name: 'தமிழ்' })).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('button', { name: 'தமிழ்' })).not.toBeInTheDocument();
  });
});
