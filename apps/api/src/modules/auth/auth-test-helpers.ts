import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../app';

/** Test helpers for the accounts API (used only by the *.test.ts files). */
export const XHR = { 'x-requested-with': 'XMLHttpRequest' } as const;
export const PASSWORD = 'Secret#123';

let counter = 0;
/** A fresh address per call: tests must not share the per-address limits. */
export function nextAddress(): string {
  counter += 1;
  return `10.9.${Math.floor(counter / 250)}.${(counter % 250) + 1}`;
}

export function registration(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Asha Verma',
    email: `asha.${Math.random().toString(36).slice(2, 10)}@example.com`,
    contact: 9812345678,
    password: PASSWORD,
    dob: '1994-05-17',
    gender: 'Female',
    agreeTerms: true,
    newsletter: false,
    ...overrides,
  };
}

export async function register(app: App, overrides: Record<string, unknown> = {}) {
  const body = registration(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body, remoteAddress: nextAddress() });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  return { body, user: response.json().data.user as { _id: string; email: string; name: string } };
}

export function login(app: App, email: string, password = PASSWORD, { rememberMe = false, remoteAddress = nextAddress() } = {}) {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password, rememberMe }, remoteAddress });
}

export interface Session {
  accessToken: string;
  refreshToken: string;
  userId: string;
}

/** Registers and signs in a new shopper: the access token and the refresh cookie. */
export async function signedInUser(app: App, overrides: Record<string, unknown> = {}, rememberMe = false) {
  const { body, user } = await register(app, overrides);
  const response = await login(app, body.email, body.password as string, { rememberMe });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return { ...sessionOf(response), email: body.email, password: body.password as string, userId: user._id };
}

export function sessionOf(response: LightMyRequestResponse): { accessToken: string; refreshToken: string } {
  return { accessToken: response.json().data.accessToken, refreshToken: refreshCookie(response)!.value };
}

export function refreshCookie(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === 'aabhushan_refresh');
}

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

export function refresh(app: App, refreshToken: string | null, method: 'GET' | 'POST' = 'POST') {
  return app.inject({ method, url: '/api/auth/refresh', headers: XHR, ...(refreshToken ? { cookies: { aabhushan_refresh: refreshToken } } : {}) });
}

export interface OutboxEntry {
  to: string;
  subject: string;
  text: string;
  links: string[];
  createdAt: string;
}

/** The development outbox's mails to `to`, once every mail job due has been delivered. */
export async function outboxFor(app: App, to: string): Promise<OutboxEntry[]> {
  await app.jobs.runDue();
  const response = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  return response.json().data;
}
