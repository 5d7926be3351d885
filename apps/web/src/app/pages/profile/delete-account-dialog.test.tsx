import '../../../i18n/bundles/account-forms';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_DELETION_ANSWERS } from '@aabhushan/shared/schemas/account-deletion';
import { jsonAnswer } from '../../../lib/session/test-helpers';
import { renderWithProviders } from '../../../test/render';
import { DeleteAccountDialog } from './delete-account-dialog';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Delete permanently' }));
const typePassword = (value: string) => fireEvent.change(screen.getByLabelText('Enter your password to confirm'), { target: { value } });

describe('DeleteAccountDialog', () => {
  it('says what is erased, what is kept and why, and starts on the safe choice', () => {
    renderWithProviders(<DeleteAccountDialog onCancel={vi.fn()} onDeleted={vi.fn()} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete your account?' });
    expect(dialog).toHaveTextContent('What we erase');
    expect(dialog).toHaveTextContent('your saved addresses, wishlist and cart');
    expect(dialog).toHaveTextContent('What we keep, and why');
    expect(dialog).toHaveTextContent('for 8 years, because GST and company law require it');
    expect(screen.getByRole('button', { name: 'Keep my account' })).toHaveFocus();
  });

  it('asks for the password before calling the server', () => {
    renderWithProviders(<DeleteAccountDialog onCancel={vi.fn()} onDeleted={vi.fn()} />);
    submit();
    expect(screen.getByText('Enter your password to delete your account.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's refusal inside the dialog and stays open", async () => {
    fetchMock.mockResolvedValueOnce(jsonAnswer(409, { success: false, message: ACCOUNT_DELETION_ANSWERS.openOrders, code: 'ACCOUNT_DELETION_OPEN_ORDERS', data: null }));
    const onDeleted = vi.fn();
    renderWithProviders(<DeleteAccountDialog onCancel={vi.fn()} onDeleted={onDeleted} />);
    typePassword('Kundan@2025');
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account cannot be deleted while an order is still open.');
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('sends the password and reports the deletion', async () => {
    fetchMock.mockResolvedValueOnce(jsonAnswer(200, { success: true, message: ACCOUNT_DELETION_ANSWERS.deleted, data: null }));
    const onDeleted = vi.fn();
    renderWithProviders(<DeleteAccountDialog onCancel={vi.fn()} onDeleted={onDeleted} />);
    typePassword('Kundan@2025');
    submit();
    await waitFor(() => expect(onDeleted).toHaveBeenCalledOnce());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('/api/auth/delete-account');
    expect(JSON.parse(String(init?.body))).toEqual({ password: 'Kundan@2025' });
  });
});
