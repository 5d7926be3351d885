import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ToastContainer } from './toast-container';
import { ToastStore } from '../../lib/toast/toast-store';

describe('ToastContainer', () => {
  let store: ToastStore;

  beforeEach(() => {
    vi.useFakeTimers();
    store = new ToastStore();
  });

  afterEach(() => {
    store.clear();
    vi.useRealTimers();
  });

  it('shows title and message; hovering pauses and leaving resumes', () => {
    renderWithProviders(<ToastContainer store={store} />);
    act(() => {
      store.show({ type: 'success', title: 'Done', message: 'Language changed to English' });
    });
    const toast = screen.getByTestId('toast');
    expect(toast.parentElement).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('status')).toContainElement(toast);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(toast).toHaveTextContent('Done');
    expect(toast).toHaveTextContent('Language changed to English');

    act(() => vi.advanceTimersByTime(4000));
    fireEvent.mouseEnter(toast);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByTestId('toast')).toBeInTheDocument();

    fireEvent.mouseLeave(screen.getByTestId('toast'));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('pauses while keyboard focus is inside and resumes only when neither focused nor hovered', () => {
    renderWithProviders(<ToastContainer store={store} />);
    act(() => {
      store.show({ type: 'info', message: 'Saved to your wishlist' });
    });
    const close = screen.getByRole('button', { name: 'Close notification' });
    act(() => close.focus());
    fireEvent.mouseEnter(screen.getByTestId('toast'));
    fireEvent.mouseLeave(screen.getByTestId('toast'));
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByTestId('toast')).toBeInTheDocument();

    act(() => close.blur());
    act(() => vi.advanceTimersByTime(5100));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('renders errors as alerts with a close button', () => {
    renderWithProviders(<ToastContainer store={store} />);
    act(() => {
      store.show({ type: 'error', message: 'A server error occurred. Please try again later.' });
    });
    expect(screen.getByRole('alert')).toHaveAttribute('aria-live', 'assertive');
    expect(screen.getByRole('alert')).toHaveTextContent('A server error occurred.');
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('runs an action from its button and removes the toast', async () => {
    const onClick = vi.fn();
    renderWithProviders(<ToastContainer store={store} />);
    act(() => {
      store.show({ type: 'info', message: 'Item removed', action: { label: 'Undo', onClick } });
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    });
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.queryByText('Item removed')).not.toBeInTheDocument();
  });
});
