import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGet } from './api-client';
import { resetBootAnswers } from './boot-answers';

const PRODUCT_URL = '/api/public/product/ruby-halo-ring';
const fromServer = { success: true, message: 'Product loaded', data: { slug: 'ruby-halo-ring', source: 'server' } };
const inHtml = { success: true, message: 'Product loaded', data: { slug: 'ruby-halo-ring', source: 'html' } };

function putBootAnswers(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'boot-answers';
  script.textContent = text;
  document.head.append(script);
}

function stubServer() {
  const fetch = vi.fn(async () => new Response(JSON.stringify(fromServer), { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('answers the page HTML brought', () => {
  afterEach(() => {
    resetBootAnswers();
    document.getElementById('boot-answers')?.remove();
    vi.unstubAllGlobals();
  });

  it('answer the first GET of their address without a request, and only the first', async () => {
    putBootAnswers(JSON.stringify({ [PRODUCT_URL]: inHtml }));
    const fetch = stubServer();
    expect((await apiGet(PRODUCT_URL)).data).toEqual(inHtml.data);
    expect(fetch).not.toHaveBeenCalled();
    expect(document.getElementById('boot-answers')).toBeNull();
    expect((await apiGet(PRODUCT_URL)).data).toEqual(fromServer.data);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('leave other addresses, and a query that differs, to the server', async () => {
    putBootAnswers(JSON.stringify({ [PRODUCT_URL]: inHtml }));
    const fetch = stubServer();
    expect((await apiGet(PRODUCT_URL, { params: { view: 'card' } })).data).toEqual(fromServer.data);
    expect((await apiGet('/api/public/banner')).data).toEqual(fromServer.data);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('are ignored when damaged or not a successful envelope', async () => {
    putBootAnswers('{"broken":');
    const fetch = stubServer();
    expect((await apiGet(PRODUCT_URL)).data).toEqual(fromServer.data);
    resetBootAnswers();
    putBootAnswers(JSON.stringify({ [PRODUCT_URL]: { success: false, message: 'Product not found', data: null } }));
    expect((await apiGet(PRODUCT_URL)).data).toEqual(fromServer.data);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
