import { describe, expect, it } from 'vitest';
import { readEmailParam, readLoginParams } from './login-params';

const read = (query: string) => readLoginParams(new URLSearchParams(query));

describe('login params', () => {
  it('reads the prefilled e-mail, a same-site returnUrl and the notice', () => {
    expect(read('email=asha%40example.com&returnUrl=%2Fcheckout&registered=true')).toEqual({
      email: 'asha@example.com',
      returnUrl: '/checkout',
      notice: 'registered',
    });
    expect(read('verified=true').notice).toBe('verified');
    expect(read('verified=invalid').notice).toBe('verifyInvalid');
    expect(read('emailChanged=true').notice).toBe('emailChanged');
    expect(read('emailChanged=invalid').notice).toBe('emailChangeInvalid');
    expect(read('emailChanged=taken').notice).toBe('emailChangeTaken');
    expect(read('emailChanged=constructor').notice).toBeUndefined();
    expect(read('accountDeleted=true').notice).toBe('accountDeleted');
    expect(read('accountDeleted=yes').notice).toBeUndefined();
  });

  it('renders the plain sign-in form for hostile addresses', () => {
    for (const query of [
      'returnUrl=javascript%3Aalert(1)&email=%00&verified=%00',
      'returnUrl=%2F%2Fevil.example&email=%E0%A4&registered=%E0%A4',
      'returnUrl=https%3A%2F%2Fevil.example&verified=constructor&registered=__proto__',
      `returnUrl=%2F${'a'.repeat(5_000)}&email=${'a'.repeat(5_000)}%40b.co&verified=${'t'.repeat(5_000)}`,
      'returnUrl=%2Fa&returnUrl=%2Fb&email=a%40b.co&email=c%40d.co&verified=true&verified=true',
    ]) {
      expect(read(query), query).toEqual({ email: '', returnUrl: undefined, notice: undefined });
    }
  });

  it('prefills the e-mail only when it is one usable value', () => {
    expect(readEmailParam(new URLSearchParams('email=%20asha%40example.com%20'))).toBe('asha@example.com');
    expect(readEmailParam(new URLSearchParams(`email=${'a'.repeat(250)}%40b.co`))).toBe('');
    expect(readEmailParam(new URLSearchParams('email=a%01%40b.co'))).toBe('');
  });
});
