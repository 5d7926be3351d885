export type Refusal = { ok: false; status: 400 | 402 | 403 | 404 | 409 | 502; message: string };
export type Outcome<T> = { ok: true; data: T; message: string } | Refusal;

export const refuse = (status: Refusal['status'], message: string): Refusal => ({ ok: false, status, message });
export const done = <T>(data: T, message: string): Outcome<T> => ({ ok: true, data, message });
