import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../../i18n/bundles/orders';
import { renderWithProviders } from '../../../test/render';
import { TrackOrderForm } from './track-order-form';

describe('TrackOrderForm', () => {
  it('shows each problem inline, focuses the first and sends nothing', () => {
    const onTrack = vi.fn();
    renderWithProviders(<TrackOrderForm busy={false} onTrack={onTrack} />);
    fireEvent.click(screen.getByRole('button', { name: 'Track order' }));
    const orderNumber = screen.getByLabelText('Order number');
    expect(orderNumber).toHaveAttribute('aria-invalid', 'true');
    expect(orderNumber).toHaveAccessibleDescription('Order number is required');
    expect(screen.getByLabelText('E-mail or phone number')).toHaveAccessibleDescription('E-mail or phone number is required');
    expect(orderNumber).toHaveFocus();
    expect(onTrack).not.toHaveBeenCalled();
  });

  it('checks a field when it is left and sends the tidied values', () => {
    const onTrack = vi.fn();
    renderWithProviders(<TrackOrderForm busy={false} initialOrderNumber="ab-2026-000123" onTrack={onTrack} />);
    const contact = screen.getByLabelText('E-mail or phone number');
    fireEvent.change(contact, { target: { value: '12345' } });
    fireEvent.blur(contact);
    expect(contact).toHaveAccessibleDescription('Enter a valid e-mail address or a 10-digit phone number');
    fireEvent.change(contact, { target: { value: '+91 98765 43210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Track order' }));
    expect(onTrack).toHaveBeenCalledWith({ orderNumber: 'AB-2026-000123', contact: '9876543210' });
  });
});
