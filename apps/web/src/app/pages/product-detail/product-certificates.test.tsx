import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Certificate } from '@aabhushan/shared/schemas/certificates';
import { makeProduct } from '../../../test/fixtures';
import { stubInView } from '../../../test/in-view';
import { renderWithProviders } from '../../../test/render';
import { ProductCertificates } from './product-certificates';
import { ProductView } from './product-view';

const diamonds: Certificate = {
  lab: 'IGI',
  number: 'DEMO-IGI-24001',
  issuedOn: '2026-01-05',
  details: { stone: 'Natural diamonds', carat: 0.4, clarity: 'VS' },
  pdfUrl: '/media/certificates/abc.pdf',
};
const hallmark: Certificate = { lab: 'BIS', number: 'BIS-7781', issuedOn: '2025-12-31', details: {}, pdfUrl: null };

let inView: ReturnType<typeof stubInView>;
beforeEach(() => {
  inView = stubInView();
});
afterEach(() => inView.restore());

describe('the product page\'s certificates', () => {
  it('load only as the shopper nears them, then show each with its details, PDF and Verify link', async () => {
    renderWithProviders(<ProductCertificates certificates={[diamonds, hallmark]} />);
    expect(screen.queryByRole('heading', { name: 'Certificates' })).toBeNull();
    act(() => inView.comeIntoView());
    expect(await screen.findByRole('heading', { level: 2, name: 'Certificates' })).toBeInTheDocument();
    const [first, second] = screen.getAllByTestId('certificate');
    expect(first).toHaveTextContent('International Gemological Institute');
    expect(first).toHaveTextContent('DEMO-IGI-24001');
    expect(first).toHaveTextContent('Issued on5 January 2026');
    expect(first).toHaveTextContent('Carat weight0.4 ct');
    expect(first).toHaveTextContent('ClarityVS');
    // Only the details the certificate has.
    expect(first).not.toHaveTextContent('Cut');
    expect(screen.getByRole('link', { name: 'Verify certificate DEMO-IGI-24001' })).toHaveAttribute('href', '/certificate/DEMO-IGI-24001');
    expect(screen.getAllByRole('link', { name: /^View certificate \(PDF\)/ })).toHaveLength(1);
    // A hallmark certificate: no graded details, no PDF yet, and no sample note for a real number.
    expect(second).toHaveTextContent('Bureau of Indian Standards hallmark');
    expect(second).toHaveTextContent('31 December 2025');
    expect(second).toHaveTextContent('The lab\'s PDF is not online yet: ask us for a copy.');
    expect(second).not.toHaveTextContent('Sample certificate');
    expect(screen.getByRole('link', { name: 'Verify a certificate by its number' })).toHaveAttribute('href', '/certificate');
  });

  it('are in Hindi for a shopper reading Hindi', async () => {
    renderWithProviders(<ProductCertificates certificates={[diamonds]} />, { language: 'hi' });
    act(() => inView.comeIntoView());
    expect(await screen.findByRole('heading', { level: 2, name: 'प्रमाणपत्र' })).toBeInTheDocument();
    expect(screen.getByTestId('certificate')).toHaveTextContent('0.4 कैरेट');
  });

  it('leave no place on the page of a piece without any', () => {
    const without = renderWithProviders(<ProductView product={makeProduct({ certificates: [] })} />);
    const watchedWithout = inView.watching();
    without.unmount();
    renderWithProviders(<ProductView product={makeProduct({ certificates: [diamonds] })} />);
    expect(inView.watching()).toBe(watchedWithout + 1);
  });
});
