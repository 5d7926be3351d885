import { afterEach, describe, expect, it, vi } from 'vitest';

const apiSend = vi.fn();
let status: 'loading' | 'signed-in' | 'signed-out' = 'signed-out';
vi.mock('../../../lib/api-client', () => ({ apiSend: (...args: unknown[]) => apiSend(...args) }));
vi.mock('../../../lib/session/session-store', () => ({ getSession: () => ({ status, user: null }) }));

const { saveAccountLanguage } = await import('./save-language');

describe('saveAccountLanguage', () => {
  afterEach(() => {
    apiSend.mockReset();
    status = 'signed-out';
  });

  it("keeps a signed-in shopper's choice on their account (PUT /api/auth/language)", () => {
    status = 'signed-in';
    apiSend.mockResolvedValue({ success: true, message: 'ok', data: { language: 'hi' } });
    saveAccountLanguage('hi');
    expect(apiSend).toHaveBeenCalledWith('PUT', '/api/auth/language', { language: 'hi' });
  });

  it('sends nothing for a shopper who is not signed in', () => {
    saveAccountLanguage('ta');
    status = 'loading';
    saveAccountLanguage('te');
    expect(apiSend).not.toHaveBeenCalled();
  });

  it('returns at once and swallows a failure: the switch never waits for it or fails with it', async () => {
    status = 'signed-in';
    let reject!: (error: Error) => void;
    apiSend.mockReturnValue(new Promise((_, no) => (reject = no)));
    expect(saveAccountLanguage('te')).toBeUndefined();
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    reject(new Error('offline'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
