import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGet, apiGetList, apiSend, buildUrl } from './api-client';
import { ApiError } from './api-error';
import { makeJwt } from './session/test-helpers';
import { TOKEN_KEY } from './session/token-storage';

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('api client', () => {
  afterEach(() => {
    window.sessionStorage.clear();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('builds the query string from defined params only', () => {
    expect(buildUrl('/api/public/product', { page: 2, tag: undefined, category: '' })).toBe('/api/public/product?page=2');
  });

  it('unwraps the envelope and the pagination of a list', async () => {
    const pagination = { currentPage: 1, totalPages: 3, totalItems: 27, itemsPerPage: 9, hasNextPage: true, hasPreviousPage: false };
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(200, { success: true, message: 'ok', data: [{ id: 1 }], pagination })));
    const result = await apiGetList('/api/public/product', { params: { page: 1 } });
    expect(result).toEqual({ items: [{ id: 1 }], pagination });
  });

  it('turns an error answer into an ApiError with its status and message', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(404, { success: false, message: 'Product not found', data: null })));
    const error = await apiGet('/api/public/product/nope').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 404, url: '/api/public/product/nope', message: 'Product not found' });
  });

  it('reports a failed connection as a network error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiGet('/api/public/product')).rejects.toMatchObject({ kind: 'network', status: 0 });
  });

  it('gives up after the timeout', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
      ),
    );
    const pending = apiGet('/api/public/product', { timeoutMs: 1000 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await pending).toMatchObject({ kind: 'timeout' });
  });

  it('sends the stored bearer token, the JSON type and X-Requested-With on every call', async () => {
    const token = makeJwt(3600);
    window.sessionStorage.setItem(TOKEN_KEY, token);
    const fetchMock = vi.fn(async () => answer(200, { success: true, message: 'ok', data: null }));
    vi.stubGlobal('fetch', fetchMock);
    await apiSend('PUT', '/api/auth/profile', { name: 'Asha' });
    await apiGet('/api/public/product');
    for (const [, init] of fetchMock.mock.calls as unknown as [string, RequestInit][]) {
      expect(init.headers).toMatchObject({ Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' });
      expect(init.credentials).toBe('same-origin');
    }
    expect((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers).toMatchObject({
      'Content-Type': 'application/json',
    });
  });

  it('sends no Authorization header without a stored token', async () => {
    const fetchMock = vi.fn().mockResolvedValue(answer(200, { success: true, message: 'ok', data: null }));
    vi.stubGlobal('fetch', fetchMock);
    await apiGet('/api/public/product');
    expect((fetchMock.mock.calls[0] as [string, RequestInit])[1].headers).not.toHaveProperty('Authorization');
  });
});
