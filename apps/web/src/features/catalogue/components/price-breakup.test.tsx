import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { PriceBreakup } from './price-breakup';

const rupees = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

/** As the API sends it for the 16 in solitaire pendant: lines with paise, total ₹64,999. */
const breakup = {
  metalValue: 22401.18,
  makingCharges: 7804.65,
  stoneValue: 32900,
  gst: 1893.17,
  total: 64999,
  metalRatePerGram: 6415,
  weightGrams: 3.492,
};

describe('PriceBreakup', () => {
  it('shows metal (weight x rate), making, stone and GST lines that add up to the total', () => {
    renderWithProviders(<PriceBreakup breakup={breakup} gstRatePercent={3} ratesDate="2025-03-01" />);
    const panel = screen.getByRole('region', { name: 'Price breakup' });
    const lines = ['metalValue', 'makingCharges', 'stoneValue', 'gst'].map((key) => rupees(screen.getByTestId(`breakup-${key}`).textContent));
    expect(lines).toEqual([22401, 7805, 32900, 1893]);
    expect(lines.reduce((sum, value) => sum + value, 0)).toBe(rupees(screen.getByTestId('breakup-total').textContent));
    expect(screen.getByTestId('breakup-total')).toHaveTextContent('₹64,999');
    expect(within(panel).getByText('Net weight 3.492 g × ₹6,415/g')).toBeInTheDocument();
    expect(within(panel).getByText('GST (3%)')).toBeInTheDocument();
    expect(within(panel).getByText('Included in the price')).toBeInTheDocument();
    expect(within(panel).getByText('Metal rates as on 1 March 2025.')).toBeInTheDocument();
  });

  it('leaves out the stone line for a plain metal piece and still adds up', () => {
    renderWithProviders(
      <PriceBreakup
        breakup={{ metalValue: 180000.4, makingCharges: 39417.5, stoneValue: 0, gst: 6582.1, total: 226000, metalRatePerGram: 7200, weightGrams: 25 }}
        gstRatePercent={3}
      />,
    );
    expect(screen.queryByTestId('breakup-stoneValue')).not.toBeInTheDocument();
    const sum = ['metalValue', 'makingCharges', 'gst'].reduce((total, key) => total + rupees(screen.getByTestId(`breakup-${key}`).textContent), 0);
    expect(sum).toBe(226000);
    expect(screen.queryByText(/Metal rates as on/)).not.toBeInTheDocument();
  });
});
