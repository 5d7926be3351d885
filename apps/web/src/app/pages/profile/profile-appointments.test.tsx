import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Appointment } from '@aabhushan/shared/schemas/appointments';
import { jsonAnswer } from '../../../lib/session/test-helpers';
import { renderWithProviders } from '../../../test/render';
import { ProfileAppointments } from './profile-appointments';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const VISIT: Appointment = {
  id: 'a1',
  reference: 'AP-2026-000001',
  kind: 'store',
  start: '2026-12-02T11:00:00+05:30',
  end: '2026-12-02T11:30:00+05:30',
  status: 'booked',
  showroom: { _id: 's1', name: { en: 'Chennai T. Nagar', ta: 'சென்னை தி. நகர்' }, city: { en: 'Chennai' }, addressLines: { en: ['Usman Road'] }, phone: '+91 44 0000 0000' },
  products: [
    { _id: 'p1', name: 'Lakshmi Temple Jhumkas', localizedName: { en: 'Lakshmi Temple Jhumkas', ta: 'லட்சுமி கோயில் ஜிமிக்கி' }, slug: 'lakshmi-temple-jhumkas', image: null },
    // An answer from before the pieces' names were sent: its English.
    { _id: 'p2', name: 'Gold Band', slug: 'gold-band', image: null },
  ],
  pin: null,
  note: null,
  videoLink: null,
  changeable: false,
  createdAt: '2026-11-29T09:00:00.000Z',
};

describe('My Appointments', () => {
  it("names the pieces on an appointment in the shopper's language, English where a piece has no name in it", async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonAnswer(200, { success: true, message: 'ok', data: [VISIT] })));
    renderWithProviders(<ProfileAppointments />, { route: '/profile?tab=appointments', language: 'ta' });
    expect(await screen.findByText('லட்சுமி கோயில் ஜிமிக்கி, Gold Band')).toBeInTheDocument();
    expect(screen.queryByText(/Lakshmi Temple Jhumkas/)).toBeNull();
  });
});
