import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer } from '../../../lib/session/test-helpers';
import { renderWithProviders } from '../../../test/render';
import { SignupForm } from './signup-form';

const fetchMock = vi.fn<typeof fetch>();

function fill(label: string | RegExp, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

function fillValidForm() {
  fill('Full name', 'Asha Verma');
  fill('Email address', 'asha@example.com');
  fill('Mobile number', '9876543210');
  fill('Date of birth', '1994-05-17');
  fill('Gender', 'Female');
  fill('Password', 'Asha@2024');
  fill('Confirm password', 'Asha@2024');
  fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('SignupForm', () => {
  it('rates the password weak, medium or strong as it is typed', () => {
    renderWithProviders(<SignupForm onRegistered={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'abc' } });
    expect(screen.getByText('Password strength: Weak')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'abcdef1' } });
    expect(screen.getByText('Password strength: Medium')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Abcdef1!' } });
    expect(screen.getByText('Password strength: Strong')).toBeInTheDocument();
  });

  it('shows the spec messages for a bad phone and unticked terms', async () => {
    renderWithProviders(<SignupForm onRegistered={vi.fn()} />);
    fill('Mobile number', '98765');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please enter a valid 10-digit phone number')).toBeInTheDocument();
    expect(screen.getByText('You must agree to the terms and conditions')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses unequal passwords', async () => {
    renderWithProviders(<SignupForm onRegistered={vi.fn()} />);
    fillValidForm();
    fill('Confirm password', 'Asha@2025');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('links the terms and privacy pages', () => {
    renderWithProviders(<SignupForm onRegistered={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('sends the payload with the consent fields and without the confirmation', async () => {
    fetchMock.mockResolvedValue(
      jsonAnswer(201, { success: true, message: 'Account created successfully! Please check your email for verification.', data: null }),
    );
    const onRegistered = vi.fn();
    renderWithProviders(<SignupForm onRegistered={onRegistered} />);
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith('asha@example.com'));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({
      name: 'Asha Verma',
      email: 'asha@example.com',
      contact: '9876543210',
      dob: '1994-05-17',
      gender: 'Female',
      password: 'Asha@2024',
      agreeTerms: true,
      newsletter: false,
    });
  });

  it('shows the server message for a taken e-mail, else the fallback', async () => {
    fetchMock.mockResolvedValueOnce(jsonAnswer(409, { success: false, message: 'An account with this email already exists', data: null }));
    renderWithProviders(<SignupForm onRegistered={vi.fn()} />);
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('An account with this email already exists')).toBeInTheDocument();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Registration failed. Please try again.')).toBeInTheDocument();
  });
});
