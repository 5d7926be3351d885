import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CertificateVerification } from '@aabhushan/shared/schemas/certificates';
import { createI18n } from '../../../i18n/i18n';
import { jsonAnswer } from '../../../lib/session/test-helpers';
import { CertificateNumberPage, CertificatePage } from './certificate-pages';

const NUMBER_MESSAGE = 'Type the certificate number as printed: 4 to 40 letters, digits or hyphens';

const verification: CertificateVerification = {
  lab: 'IGI',
  number: 'DEMO-IGI-24001',
  issuedOn: '2026-01-05',
  details: { stone: 'Natural diamonds', shape: 'Round brilliant', carat: 1.2, colour: 'G-H', clarity: 'SI', cut: 'Excellent' },
  pdfUrl: '/media/certificates/abc.pdf',
  piece: { _id: 'p1', name: { en: 'Diamond Eternity Bangle' }, slug: 'diamond-eternity-bangle', image: { url: '/media/bangle.svg', altText: 'Bangle' } },
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function renderAt(path: string, language: 'en' | 'hi' = 'en') {
  const router = createMemoryRouter(
    [
      { path: '/certificate', element: <CertificatePage /> },
      { path: '/certificate/:number', element: <CertificateNumberPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={createI18n(language)}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return router;
}

const field = () => screen.getByLabelText('Certificate number');
const verify = () => fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

describe('/certificate', () => {
  it('refuses what cannot be a number beside the field, in the API\'s words, and asks nothing', () => {
    renderAt('/certificate');
    expect(screen.getByRole('heading', { level: 1, name: 'Verify a certificate' })).toBeInTheDocument();
    fireEvent.change(field(), { target: { value: 'ab#1' } });
    verify();
    expect(screen.getByRole('alert')).toHaveTextContent(NUMBER_MESSAGE);
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('goes to the certificate by its number in stored form, however it was typed', async () => {
    fetchMock.mockResolvedValue(jsonAnswer(200, { success: true, message: 'Certificate found', data: verification }));
    const router = renderAt('/certificate');
    fireEvent.change(field(), { target: { value: '  demo - igi-24001 ' } });
    verify();
    await waitFor(() => expect(router.state.location.pathname).toBe('/certificate/DEMO-IGI-24001'));
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/public/certificates/DEMO-IGI-24001');
  });
});

describe('/certificate/{number}', () => {
  it('shows the certificate with its details and PDF beside its piece', async () => {
    fetchMock.mockResolvedValue(jsonAnswer(200, { success: true, message: 'Certificate found', data: verification }));
    renderAt('/certificate/demo-igi-24001');
    expect(await screen.findByRole('heading', { level: 1, name: 'DEMO-IGI-24001' })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/public/certificates/DEMO-IGI-24001');
    const card = screen.getByTestId('certificate');
    expect(card).toHaveTextContent('International Gemological Institute');
    expect(card).toHaveTextContent('Issued on5 January 2026');
    for (const text of ['Natural diamonds', 'Round brilliant', '1.2 ct', 'G-H', 'SI', 'Excellent']) expect(card).toHaveTextContent(text);
    expect(card).toHaveTextContent('Sample certificate: demo data, not issued by the lab.');
    const pdf = screen.getByRole('link', { name: /^View certificate \(PDF\)/ });
    expect(pdf).toHaveAttribute('href', '/media/certificates/abc.pdf');
    expect(pdf).toHaveAttribute('target', '_blank');
    // On its own page a certificate has no Verify link of its own.
    expect(screen.queryByRole('link', { name: /^Verify certificate/ })).toBeNull();
    const piece = screen.getByTestId('certificate-piece');
    expect(piece).toHaveTextContent('Diamond Eternity Bangle');
    expect(screen.getByRole('link', { name: 'View the piece' })).toHaveAttribute('href', '/product/diamond-eternity-bangle');
    expect(screen.getByRole('link', { name: 'Verify another certificate' })).toHaveAttribute('href', '/certificate');
  });

  it("says 'No certificate with this number' with the form again, keeping what was typed", async () => {
    fetchMock.mockResolvedValue(jsonAnswer(404, { success: false, message: 'No certificate with this number', code: 'CERTIFICATE_NOT_FOUND' }));
    const router = renderAt('/certificate');
    fireEvent.change(field(), { target: { value: 'demo-igi 99999' } });
    verify();
    expect(await screen.findByRole('heading', { level: 1, name: 'No certificate with this number' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/certificate/DEMO-IGI99999');
    expect(field()).toHaveValue('demo-igi 99999');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  it('offers to try again when the certificate could not be loaded, and shows it once it comes', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderAt('/certificate/DEMO-IGI-24001');
    expect(await screen.findByRole('heading', { level: 1, name: 'The certificate could not be loaded just now.' })).toBeInTheDocument();
    fetchMock.mockResolvedValue(jsonAnswer(200, { success: true, message: 'Certificate found', data: verification }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'DEMO-IGI-24001' })).toBeInTheDocument();
  });

  it('says both refusals in Hindi for a shopper reading Hindi, by their codes', async () => {
    fetchMock.mockResolvedValue(jsonAnswer(404, { success: false, message: 'No certificate with this number', code: 'CERTIFICATE_NOT_FOUND' }));
    renderAt('/certificate/DEMO-IGI-99999', 'hi');
    expect(await screen.findByRole('heading', { level: 1, name: 'इस नंबर का कोई प्रमाणपत्र नहीं है' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('प्रमाणपत्र संख्या'), { target: { value: 'ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'सत्यापित करें' }));
    expect(screen.getByRole('alert')).toHaveTextContent('प्रमाणपत्र पर छपा नंबर लिखें: 4 से 40 अक्षर, अंक या हाइफ़न');
  });

  it('asks again at once for an address whose number cannot be one, without asking the API', () => {
    renderAt('/certificate/ab');
    expect(screen.getByRole('alert')).toHaveTextContent(NUMBER_MESSAGE);
    expect(field()).toHaveValue('ab');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
