import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PRICE_RANGE_MESSAGE } from '@aabhushan/shared/rules/price-range';
import { renderWithProviders } from '../../../test/render';
import { PriceRange } from './price-range';

const BOUNDS = { min: 1000, max: 50000 };
const type = (input: HTMLElement, text: string) => fireEvent.change(input, { target: { value: text } });
const minSlider = () => screen.getByRole('slider', { name: 'Minimum price' });
const maxSlider = () => screen.getByRole('slider', { name: 'Maximum price' });

describe('PriceRange', () => {
  it('starts at the facet bounds and leaves both ends open', () => {
    renderWithProviders(<PriceRange bounds={BOUNDS} value={{}} onChange={vi.fn()} />);
    expect(minSlider()).toHaveValue('1000');
    expect(maxSlider()).toHaveValue('50000');
    expect(screen.getByLabelText('Min')).toHaveValue('');
  });

  it('keeps the minimum at least ₹100 below the maximum while dragging', () => {
    const onChange = vi.fn();
    renderWithProviders(<PriceRange bounds={BOUNDS} value={{ max: 20000 }} onChange={onChange} />);
    fireEvent.change(minSlider(), { target: { value: '20000' } });
    expect(Number((minSlider() as HTMLInputElement).value)).toBeLessThanOrEqual(Number((maxSlider() as HTMLInputElement).value) - 100);
    // Dragging the maximum down onto the minimum pushes the minimum along.
    fireEvent.change(maxSlider(), { target: { value: '1000' } });
    expect(Number((maxSlider() as HTMLInputElement).value) - Number((minSlider() as HTMLInputElement).value)).toBeGreaterThanOrEqual(100);
    expect(Number((minSlider() as HTMLInputElement).value)).toBe(1000);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('applies the range when the drag ends, an end at its bound left open', () => {
    const onChange = vi.fn();
    renderWithProviders(<PriceRange bounds={BOUNDS} value={{}} onChange={onChange} />);
    fireEvent.change(minSlider(), { target: { value: '5000' } });
    fireEvent.pointerUp(minSlider());
    expect(onChange).toHaveBeenCalledWith({ min: 5000, max: undefined });
  });

  it('refuses a typed pair that breaks the rule with the spec message', () => {
    const onChange = vi.fn();
    renderWithProviders(<PriceRange bounds={BOUNDS} value={{}} onChange={onChange} />);
    type(screen.getByLabelText('Max'), '5000');
    type(screen.getByLabelText('Min'), '4950');
    fireEvent.keyDown(screen.getByLabelText('Min'), { key: 'Enter' });
    expect(screen.getByRole('alert')).toHaveTextContent(PRICE_RANGE_MESSAGE);
    expect(PRICE_RANGE_MESSAGE).toBe('The minimum price must be at least ₹100 below the maximum');
    expect(onChange).not.toHaveBeenCalledWith({ min: 4950, max: 5000 });
    expect(screen.getByLabelText('Min')).toHaveAttribute('aria-invalid', 'true');
  });

  it('applies a typed pair that keeps the gap, digits only', () => {
    const onChange = vi.fn();
    renderWithProviders(<PriceRange bounds={BOUNDS} value={{}} onChange={onChange} />);
    type(screen.getByLabelText('Min'), '2,000');
    type(screen.getByLabelText('Max'), '2100');
    fireEvent.blur(screen.getByLabelText('Max'));
    expect(onChange).toHaveBeenLastCalledWith({ min: 2000, max: 2100 });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows no slider when every piece costs about the same', () => {
    renderWithProviders(<PriceRange bounds={{ min: 4999, max: 4999 }} value={{}} onChange={vi.fn()} />);
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    expect(screen.getByText('Every piece here is ₹4,999.')).toBeInTheDocument();
  });
});
