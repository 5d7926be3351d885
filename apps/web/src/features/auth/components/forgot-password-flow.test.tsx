import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer } from '../../../lib/session/test-helpers';
import { renderWithProviders } from '../../../test/render';
import { ForgotPasswordFlow } from './forgot-password-flow';

const fetchMock = vi.fn<typeof fetch>();

/** Lets react-hook-form's async validation and the mutation settle under fake timers. */
async function flush() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('ForgotPasswordFlow', () => {
  it('is prefilled, sends, and opens Resend only when the 60 s countdown reaches 0, restarting it', async () => {
    fetchMock.mockImplementation(async () => jsonAnswer(200, { success: true, message: 'ok', data: null }));
    renderWithProviders(<ForgotPasswordFlow initialEmail="asha@example.com" />);
    expect(screen.getByLabelText('Email address')).toHaveValue('asha@example.com');
    fireEvent.submit(screen.getByRole('button', { name: 'Send reset link' }).closest('form')!);
    await flush();
    await flush();
    expect(screen.getByText('Check your e-mail')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login?email=asha%40example.com');
    expect(screen.getByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(59_000);
    });
    expect(screen.getByRole('button', { name: 'Resend in 1 s' })).toBeDisabled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Resend' }));
    await flush();
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
    expect(screen.getByText('We sent the link again.')).toBeInTheDocument();
  });

  it("shows the spec's send and resend failure messages", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderWithProviders(<ForgotPasswordFlow initialEmail="asha@example.com" />);
    fireEvent.submit(screen.getByRole('button', { name: 'Send reset link' }).closest('form')!);
    await flush();
    await flush();
    expect(screen.getByText('Failed to send reset email. Please try again.')).toBeInTheDocument();

    fetchMock.mockImplementationOnce(async () => jsonAnswer(200, { success: true, message: 'ok', data: null }));
    fireEvent.submit(screen.getByRole('button', { name: 'Send reset link' }).closest('form')!);
    await flush();
    await flush();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fireEvent.click(screen.getByRole('button', { name: 'Resend' }));
    await flush();
    await flush();
    expect(screen.getByText('Failed to resend email. Please try again.')).toBeInTheDocument();
  });
});
