/** A signed-looking JWT whose exp is `secondsFromNow` ahead (negative: already expired). */
export function makeJwt(secondsFromNow: number, now: number = Date.now()): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'u1', exp: Math.floor(now / 1000) + secondsFromNow })}.c2lnbmF0dXJl`;
}

export function jsonAnswer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export const demoUser = { _id: 'u1', name: 'Asha Verma', email: 'asha@example.com', roleType: 'customer' as const };
