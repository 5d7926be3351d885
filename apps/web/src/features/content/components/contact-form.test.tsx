import '../../../i18n/bundles/content';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ContactForm } from './contact-form';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function fillValidForm() {
  fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Meera Iyer' } });
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'meera@example.in' } });
  fireEvent.change(screen.getByLabelText(/Mobile number/), { target: { value: '9876543210' } });
  fireEvent.change(screen.getByLabelText('What is it about?'), { target: { value: 'order' } });
  fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Where is my order?' } });
}

const send = () => screen.getByRole('button', { name: /Send message|Sending/ });

describe('ContactForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says what is missing without calling the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ContactForm />);
    fireEvent.click(send());
    expect(await screen.findByText('Please fill all required fields correctly')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Please choose what your enquiry is about')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('disables the button while sending, then shows the success banner and resets the form', async () => {
    let release: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ContactForm />);
    fillValidForm();
    fireEvent.click(send());
    await waitFor(() => expect(send()).toBeDisabled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/public/enquiry');
    expect(JSON.parse(init.body as string)).toMatchObject({ name: 'Meera Iyer', number: '9876543210', category: 'order', status: 'active', newsletter: false, privacy: false });
    await act(async () =>
      release(json(201, { success: true, message: 'Thank you for contacting us! We will reply within 24 hours.', data: { _id: 'x', category: 'order', newsletter: false, createdAt: '' } })),
    );
    expect(await screen.findByText('Contact form submission successful')).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveValue('');
  });

  it.each([
    [404, { success: false, message: 'No route', data: null }, 'Contact service is temporarily unavailable. Please try again later.'],
    [400, { success: false, message: 'Message is required', data: null }, 'Message is required'],
    [500, { success: false, message: 'Something went wrong on our side.', data: null }, 'Failed to submit contact form.'],
  ])('maps a %i answer to the spec message', async (status, body, message) => {
    vi.stubGlobal('fetch', vi.fn(async () => json(status, body)));
    renderWithProviders(<ContactForm />);
    fillValidForm();
    fireEvent.click(send());
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('says so when the network is down', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    renderWithProviders(<ContactForm />);
    fillValidForm();
    fireEvent.click(send());
    expect(await screen.findByText('Network error. Please check your internet connection.')).toBeInTheDocument();
  });
});
