import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEffect } from 'react';
import { jsonAnswer } from '../../../lib/session/test-helpers';
import { renderWithProviders } from '../../../test/render';
import { AddressForm } from './address-form';
import type { MapViewProps } from './map-types';

// jsdom has no network for tiles: the map reports itself unavailable, as on a machine offline.
vi.mock('./leaflet-map', () => ({
  default: function OfflineMap({ onUnavailable }: MapViewProps) {
    useEffect(() => onUnavailable(), [onUnavailable]);
    return null;
  },
}));

const JAIPUR = {
  pin: '302003', available: true, estimatedDays: 5, shippingCost: 50, message: 'Delivery to Jaipur, Rajasthan in about 5 days',
  city: 'Jaipur', district: 'Jaipur', state: 'Rajasthan', stateCode: 'RJ', codAvailable: true, coordinates: [75.834, 26.918], zone: 'metro',
};
const saved = {
  _id: 'a1', id: 'a1', title: 'Home', address_type: 'HOME', formatted_address: 'Flat 2, Jaipur, Rajasthan 302003', address: 'Flat 2',
  contact_number: '9829019850', pin_code: '302003', coordinates: [75.834, 26.918], type: 'Point', default: true, status: 'ACTIVE',
  city: 'Jaipur', district: 'Jaipur', state: 'Rajasthan', stateCode: 'RJ', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.includes('/api/public/maps')) return jsonAnswer(200, { success: true, message: 'Map settings', data: { provider: 'osm', googleMapsApiKey: null, tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', defaultCentre: [77.209, 28.6139], defaultZoom: 12 } });
    if (url.includes('/api/delivery/check/302003')) return jsonAnswer(200, { success: true, message: JAIPUR.message, data: JAIPUR });
    if (url.includes('/api/address')) return jsonAnswer(201, { success: true, message: 'Address added successfully!', data: saved });
    return jsonAnswer(404, { success: false, message: 'Not found', data: null });
  });
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const type = (label: string, value: string) => {
  const input = screen.getByLabelText(label, { exact: false });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe('AddressForm', () => {
  it("words invalid fields as the form does and keeps Save disabled", async () => {
    renderWithProviders(<AddressForm onSaved={vi.fn()} onCancel={vi.fn()} />);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(screen.getByLabelText('Home')).toBeChecked();
    expect(screen.getByLabelText('Make this my default address')).not.toBeChecked();
    type('Contact number', '12345');
    type('PIN code', '012345');
    type('Address title', '');
    expect(await screen.findByText('Valid contact number is required')).toBeInTheDocument();
    expect(await screen.findByText('Valid PIN code is required')).toBeInTheDocument();
    expect(await screen.findByText('Address title is required')).toBeInTheDocument();
    expect(save).toBeDisabled();
  });

  it('fills the place and the point from the PIN, saves, shows the message and closes after 0.5 s', async () => {
    const onSaved = vi.fn();
    renderWithProviders(<AddressForm onSaved={onSaved} onCancel={vi.fn()} />);
    type('Address title', 'Home');
    type('Contact number', '98290 19850');
    type('PIN code', '302003');
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('Jaipur'));
    expect(screen.getByLabelText('State')).toHaveValue('Rajasthan');
    type('House, flat, street and area', 'Flat 2');
    expect(screen.getByLabelText('Full address', { exact: false })).toHaveValue('Flat 2, Jaipur, Rajasthan 302003');
    expect(await screen.findByText(/The map could not load here/)).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.click(save);
    expect(await screen.findByText('Address added successfully!')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([input, request]) => String(input).endsWith('/api/address') && request?.method === 'POST')!;
    expect(JSON.parse(String(init!.body))).toEqual({
      title: 'Home', address_type: 'HOME', formatted_address: 'Flat 2, Jaipur, Rajasthan 302003', address: 'Flat 2',
      contact_number: '98290 19850', pin_code: '302003', coordinates: [75.834, 26.918], type: 'Point', default: false,
    });
    expect(onSaved).not.toHaveBeenCalled();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved), { timeout: 2000 });
  });

  it('Cancel closes without saving', () => {
    const onCancel = vi.fn();
    renderWithProviders(<AddressForm onSaved={vi.fn()} onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    expect(fetchMock.mock.calls.some(([, request]) => request?.method === 'POST')).toBe(false);
  });
});
