import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { QuantitySelector } from './quantity-selector';

function Harness({ max }: { max: number }) {
  const [value, setValue] = useState(1);
  return <QuantitySelector value={value} max={max} onChange={setValue} />;
}

const input = () => screen.getByLabelText('Quantity') as HTMLInputElement;
const plus = () => screen.getByRole('button', { name: 'Increase quantity' });
const minus = () => screen.getByRole('button', { name: 'Decrease quantity' });

describe('QuantitySelector', () => {
  it('starts at 1 with minus disabled and stops at 10', () => {
    renderWithProviders(<Harness max={50} />);
    expect(input().value).toBe('1');
    expect(minus()).toBeDisabled();
    for (let i = 0; i < 15; i += 1) fireEvent.click(plus());
    expect(input().value).toBe('10');
    expect(plus()).toBeDisabled();
  });

  it('is capped by the smaller of stock and maxOrderQuantity', () => {
    renderWithProviders(<Harness max={3} />);
    fireEvent.click(plus());
    fireEvent.click(plus());
    fireEvent.click(plus());
    expect(input().value).toBe('3');
    expect(plus()).toBeDisabled();
    expect(screen.getByText('You can buy up to 3 of this piece.')).toBeInTheDocument();
  });

  it('ignores typed values out of range and accepts those within', () => {
    renderWithProviders(<Harness max={5} />);
    fireEvent.change(input(), { target: { value: '4' } });
    expect(input().value).toBe('4');
    fireEvent.change(input(), { target: { value: '6' } });
    expect(input().value).toBe('4');
    fireEvent.change(input(), { target: { value: '0' } });
    expect(input().value).toBe('4');
    fireEvent.change(input(), { target: { value: '2.5' } });
    expect(input().value).toBe('4');
  });

  it('is disabled when sold out', () => {
    renderWithProviders(<Harness max={0} />);
    expect(input()).toBeDisabled();
    expect(plus()).toBeDisabled();
    expect(minus()).toBeDisabled();
  });
});
