import { afterEach, describe, expect, it, vi } from 'vitest';

const apiSend = vi.fn();
vi.mock('../../../lib/api-client', () => ({ apiSend: (...args: unknown[]) => apiSend(...args) }));

const { saveAccountLanguage } = await import('./save-language');

describe('saveAccountLanguage', () => {
  afterEach(() => {
    apiSend.mockReset();
  });

  it("keeps a signed-in shopper's choice on their account (PUT /api/auth/language)", () => {
    apiSend.mockResolvedValue({ success: true, message: 'ok', data: { language: 'hi' } });
    saveAccountLanguage('hi');
    expect(apiSend).toHaveBeenCalledWith('PUT', '/api/auth/language', { language: 'hi' });
  });

  it('returns at once and swallows a failure: the switch never waits for it or fails with it', async () => {
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
