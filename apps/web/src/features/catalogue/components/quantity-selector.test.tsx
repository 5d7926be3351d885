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
/** Types a value and leaves the field, as a shopper would. */
function typeAndLeave(value: string) {
  fireEvent.change(input(), { target: { value } });
  fireEvent.blur(input());
}
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
    typeAndLeave('4');
    expect(input().value).toBe('4');
    typeAndLeave('6');
    expect(input().value).toBe('4');
    typeAndLeave('0');
    expect(input().value).toBe('4');
    typeAndLeave('2.5');
    expect(input().value).toBe('4');
  });

  it('keeps the draft while typing and applies it on blur', () => {
    renderWithProviders(<Harness max={50} />);
    fireEvent.change(input(), { target: { value: '' } });
    expect(input().value).toBe('');
    fireEvent.change(input(), { target: { value: '3' } });
    fireEvent.blur(input());
    expect(input().value).toBe('3');
    fireEvent.change(input(), { target: { value: '99' } });
    expect(input().value).toBe('99');
    fireEvent.blur(input());
    expect(input().value).toBe('3');
  });

  it('applies the draft on Enter and reverts an empty draft', () => {
    renderWithProviders(<Harness max={50} />);
    fireEvent.change(input(), { target: { value: '7' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(input().value).toBe('7');
    fireEvent.change(input(), { target: { value: '' } });
    fireEvent.blur(input());
    expect(input().value).toBe('7');
  });

  it('is disabled when sold out', () => {
    renderWithProviders(<Harness max={0} />);
    expect(input()).toBeDisabled();
    expect(plus()).toBeDisabled();
    expect(minus()).toBeDisabled();
  });
});
