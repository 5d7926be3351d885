import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProfileUser } from '@aabhushan/shared/schemas/auth';
import { jsonAnswer } from '../../../lib/session/test-helpers';
import { renderWithProviders } from '../../../test/render';
import { ProfileForm } from './profile-form';

const profile: ProfileUser = {
  _id: 'u1',
  name: 'Asha Verma',
  email: 'asha@example.com',
  roleType: 'customer',
  contact: '9876543210',
  dob: '1994-05-17',
  gender: 'Female',
  area: 'C-Scheme',
  city: 'Jaipur',
  state: 'Rajasthan',
  country: 'India',
  pincode: '302001',
  emailVerified: true,
  newsletter: false,
  total_orders: 0,
  wallet_balance: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
  language: 'en',
};

const fetchMock = vi.fn<typeof fetch>();

function change(label: string, value: string) {
  const input = screen.getByLabelText(label, { exact: false });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('ProfileForm', () => {
  it('is read-only until Edit Profile; Cancel restores the saved values', async () => {
    renderWithProviders(<ProfileForm profile={profile} />);
    expect(screen.getByLabelText('Full name')).toHaveAttribute('readonly');
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByLabelText('Full name')).not.toHaveAttribute('readonly');
    change('Full name', 'Someone Else');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue('Asha Verma'));
    expect(screen.getByLabelText('Full name')).toHaveAttribute('readonly');
  });

  it('marks every invalid field and says so on an invalid submit', async () => {
    renderWithProviders(<ProfileForm profile={profile} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '12345' } });
    fireEvent.change(screen.getByLabelText('PIN code', { exact: false }), { target: { value: '3020' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please fill in all required fields correctly')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Valid 10-digit phone number is required')).toBeInTheDocument();
    expect(screen.getByText('Valid 6-digit PIN code is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the current password to change the e-mail, and says the change waits for the link', async () => {
    const pending = 'We have sent a confirmation link to your new e-mail address. Your sign-in e-mail changes when you open it.';
    fetchMock.mockResolvedValue(jsonAnswer(200, { success: true, message: pending, data: { user: profile } }));
    renderWithProviders(<ProfileForm profile={profile} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    change('Email', 'asha.new@example.com');
    const password = screen.getByLabelText('Current password');
    expect(password).toHaveAccessibleDescription(/the change happens when you open it/);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter your current password to change your e-mail address.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(password, { target: { value: 'Secret#123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(pending)).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toMatchObject({ email: 'asha.new@example.com', currentPassword: 'Secret#123' });
    // The address in use stays until the link is opened.
    expect(screen.getByLabelText('Email address')).toHaveValue('asha@example.com');
  });

  it('sends no password when the e-mail stays the same', async () => {
    fetchMock.mockResolvedValue(jsonAnswer(200, { success: true, message: 'Profile updated successfully!', data: { user: profile } }));
    renderWithProviders(<ProfileForm profile={profile} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    change('City', 'Jaipur');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Profile updated successfully!');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).not.toHaveProperty('currentPassword');
  });

  it('saves, returns to read-only and clears the success message after 3 s', async () => {
    fetchMock.mockResolvedValue(
      jsonAnswer(200, { success: true, message: 'Profile updated successfully!', data: { user: { ...profile, city: 'Udaipur' } } }),
    );
    renderWithProviders(<ProfileForm profile={profile} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    change('City', 'Udaipur');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(screen.getByLabelText('City', { exact: false })).toHaveValue('Udaipur');
    expect(screen.getByLabelText('City', { exact: false })).toHaveAttribute('readonly');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toMatchObject({ city: 'Udaipur', pincode: '302001', gender: 'Female' });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 3100));
    });
    expect(screen.queryByText('Profile updated successfully!')).not.toBeInTheDocument();
  });

  it("shows the server's error, or 'Failed to update profile'", async () => {
    fetchMock.mockResolvedValueOnce(jsonAnswer(409, { success: false, message: 'This email is already in use', data: null }));
    renderWithProviders(<ProfileForm profile={profile} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This email is already in use')).toBeInTheDocument();
    fetchMock.mockResolvedValueOnce(jsonAnswer(500, { success: false, message: 'boom', data: null }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
  });
});
