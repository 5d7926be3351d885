import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ToastContainer } from './toast-container';
import { ToastStore } from './toast-store';

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
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Done');
    expect(toast).toHaveTextContent('Language changed to English');

    act(() => vi.advanceTimersByTime(4000));
    fireEvent.mouseEnter(toast);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('status')).toBeInTheDocument();

    fireEvent.mouseLeave(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('renders errors as alerts with a close button', () => {
    renderWithProviders(<ToastContainer store={store} />);
    act(() => {
      store.show({ type: 'error', message: 'A server error occurred. Please try again later.' });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('A server error occurred.');
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
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
