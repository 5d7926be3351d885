import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { NewsletterForm } from './newsletter-form';

const answer = (status: number, message: string, success = status < 400) =>
  new Response(JSON.stringify({ success, message, data: success ? { email: 'a@b.in', subscribed: true } : null }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const email = () => screen.getByRole('textbox', { name: 'Your e-mail address' });
const submit = () => screen.getByRole('button', { name: /Subscrib/ });

describe('NewsletterForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a required e-mail field and says so when left empty or invalid, without calling the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<NewsletterForm />);
    expect(email()).toHaveAttribute('type', 'email');
    expect(email()).toBeRequired();
    fireEvent.click(submit());
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    fireEvent.change(email(), { target: { value: 'not-an-email' } });
    fireEvent.click(submit());
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('subscribes, disables the button while sending and shows the server thank-you', async () => {
    let release: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<NewsletterForm />);
    fireEvent.change(email(), { target: { value: 'meera@example.com' } });
    fireEvent.click(submit());
    await waitFor(() => expect(submit()).toBeDisabled());
    expect(submit()).toHaveTextContent('Subscribing…');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/public/newsletter');
    expect(JSON.parse(init.body as string)).toEqual({ email: 'meera@example.com' });
    await act(async () => release(answer(201, 'Thank you for subscribing!')));
    expect(await screen.findByText('Thank you for subscribing!')).toBeInTheDocument();
    expect(submit()).toBeEnabled();
    expect(email()).toHaveValue('');
  });

  it('shows the already-subscribed answer and the server refusals as they are', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(answer(200, 'You are already subscribed.'))
      .mockResolvedValueOnce(answer(429, 'Too many attempts for this address. Please wait a minute and try again.', false));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<NewsletterForm />);
    fireEvent.change(email(), { target: { value: 'meera@example.com' } });
    fireEvent.click(submit());
    expect(await screen.findByText('You are already subscribed.')).toBeInTheDocument();
    fireEvent.change(email(), { target: { value: 'meera@example.com' } });
    fireEvent.click(submit());
    expect(await screen.findByText('Too many attempts for this address. Please wait a minute and try again.')).toBeInTheDocument();
  });
});
