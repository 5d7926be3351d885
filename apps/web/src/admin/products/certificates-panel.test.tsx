import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_CERTIFICATE_MESSAGES as M, type AdminCertificate } from '@aabhushan/shared/schemas/certificates';
import { jsonAnswer } from '../../lib/session/test-helpers';
import { renderWithProviders } from '../../test/render';
import { CertificatesPanel } from './certificates-panel';

const igi: AdminCertificate = {
  id: 'c1',
  lab: 'IGI',
  number: 'LG-58213407',
  issuedOn: '2026-10-02',
  details: { stone: 'Natural diamonds', carat: 0.42, colour: 'G-H' },
  pdfUrl: '/media/certificates/f1.pdf',
  pdfId: 'f1',
};
const hallmark: AdminCertificate = { id: 'c2', lab: 'BIS', number: 'HM-20260042', issuedOn: '2026-11-01', details: {}, pdfUrl: null, pdfId: null };
const LIST = '/api/admin/products/p1/certificates';

const fetchMock = vi.fn<typeof fetch>();
const xhrMock = vi.fn();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('XMLHttpRequest', xhrMock);
});
afterEach(() => {
  fetchMock.mockReset();
  xhrMock.mockReset();
  vi.unstubAllGlobals();
});

const answered = (status: number, data: unknown, message = 'Certificates loaded') => jsonAnswer(status, status < 300 ? { success: true, message, data } : { success: false, message, data: null });
const sent = () => fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET').map(([url, init]) => ({ url: String(url), method: init!.method, body: init!.body ? JSON.parse(String(init!.body)) : undefined }));

describe('CertificatesPanel', () => {
  it("lists the piece's certificates with their lab, number, date, details and PDF", async () => {
    fetchMock.mockResolvedValueOnce(answered(200, [igi, hallmark]));
    renderWithProviders(<CertificatesPanel productId="p1" />);
    const items = await screen.findAllByRole('listitem');
    expect(fetchMock.mock.calls[0]![0]).toBe(LIST);
    expect(items[0]).toHaveTextContent('IGI LG-58213407');
    expect(items[0]).toHaveTextContent('IGI (International Gemological Institute), issued 2 Oct 2026');
    expect(items[0]).toHaveTextContent('Natural diamonds · 0.42 ct · Colour G-H');
    expect(within(items[0]!).getByRole('link', { name: /View the PDF/ })).toHaveAttribute('href', '/media/certificates/f1.pdf');
    expect(items[1]).toHaveTextContent('BIS hallmark certificate, issued 1 Nov 2026');
    expect(items[1]).toHaveTextContent('No PDF yet');
  });

  it("says what is missing before sending, then shows the API's refusal beside its field, then adds", async () => {
    fetchMock.mockResolvedValueOnce(answered(200, []));
    renderWithProviders(<CertificatesPanel productId="p1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a certificate' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add certificate' }));
    expect(screen.getByLabelText('Lab')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Lab')).toHaveAccessibleDescription(M.lab);
    expect(sent()).toEqual([]);

    fireEvent.change(screen.getByLabelText('Lab'), { target: { value: 'IGI' } });
    // A field put right loses its message at once; the others keep theirs.
    expect(screen.getByLabelText('Lab')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Certificate number')).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(screen.getByLabelText('Certificate number'), { target: { value: 'lg 58213407' } });
    fireEvent.change(screen.getByLabelText('Issued on'), { target: { value: '2026-10-02' } });
    fireEvent.change(screen.getByLabelText('Carat'), { target: { value: '0.42' } });
    fetchMock.mockResolvedValueOnce(answered(409, null, M.numberTaken));
    fireEvent.click(screen.getByRole('button', { name: 'Add certificate' }));
    await waitFor(() => expect(screen.getByLabelText('Certificate number')).toHaveAccessibleDescription(M.numberTaken));
    expect(sent()).toEqual([{ url: LIST, method: 'POST', body: { lab: 'IGI', number: 'lg 58213407', issuedOn: '2026-10-02', details: { carat: 0.42 }, pdfId: null } }]);

    fireEvent.change(screen.getByLabelText('Certificate number'), { target: { value: 'LG-58213408' } });
    fetchMock.mockResolvedValueOnce(answered(201, [{ ...igi, number: 'LG-58213408' }], M.created));
    fireEvent.click(screen.getByRole('button', { name: 'Add certificate' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Certificate added');
    expect(screen.getByRole('listitem')).toHaveTextContent('LG-58213408');
    expect(screen.queryByRole('button', { name: 'Add certificate' })).not.toBeInTheDocument();
  });

  it('changes a certificate in place, sending its whole form', async () => {
    fetchMock.mockResolvedValueOnce(answered(200, [igi]));
    renderWithProviders(<CertificatesPanel productId="p1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit certificate LG-58213407' }));
    expect(screen.getByLabelText('Certificate number')).toHaveValue('LG-58213407');
    fireEvent.change(screen.getByLabelText('Carat'), { target: { value: '0.5' } });
    fetchMock.mockResolvedValueOnce(answered(200, [{ ...igi, details: { ...igi.details, carat: 0.5 } }], M.updated));
    fireEvent.click(screen.getByRole('button', { name: 'Save certificate' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Certificate updated');
    expect(sent()).toEqual([{ url: `${LIST}/c1`, method: 'PUT', body: { lab: 'IGI', number: 'LG-58213407', issuedOn: '2026-10-02', details: { ...igi.details, carat: 0.5 }, pdfId: 'f1' } }]);
    expect(screen.getByRole('listitem')).toHaveTextContent('0.5 ct');
  });

  it('removes a certificate only once staff confirm', async () => {
    fetchMock.mockResolvedValueOnce(answered(200, [igi]));
    renderWithProviders(<CertificatesPanel productId="p1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove certificate LG-58213407' }));
    const dialog = screen.getByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(sent()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove certificate LG-58213407' }));
    fetchMock.mockResolvedValueOnce(answered(200, [], M.deleted));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove certificate' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Certificate removed');
    expect(sent()).toEqual([{ url: `${LIST}/c1`, method: 'DELETE', body: undefined }]);
    expect(screen.getByText('No certificates yet.')).toBeInTheDocument();
  });

  it('refuses a file that is not a PDF beside the PDF field, without sending it', async () => {
    fetchMock.mockResolvedValueOnce(answered(200, []));
    renderWithProviders(<CertificatesPanel productId="p1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a certificate' }));
    const photo = new File(['\xff\xd8\xff\xe0 a photograph'], 'certificate.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Upload the PDF'), { target: { files: [photo] } });
    expect(await screen.findByText(M.pdfWrongType)).toBeInTheDocument();
    expect(screen.getByLabelText('Upload the PDF')).toHaveAttribute('aria-invalid', 'true');
    expect(xhrMock).not.toHaveBeenCalled();
  });
});
