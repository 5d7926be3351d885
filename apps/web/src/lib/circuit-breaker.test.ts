import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { CIRCUIT_COOLDOWN_MS, CircuitBreaker, CircuitOpenError } from './circuit-breaker';

const serverError = () => Promise.reject(new ApiError('http', 500, '/api/v1/cart', 'boom'));
const clientError = () => Promise.reject(new ApiError('http', 400, '/api/v1/cart', 'bad'));

describe('CircuitBreaker', () => {
  it('opens after three server errors in a row and refuses calls with the spec message', async () => {
    let now = 0;
    const breaker = new CircuitBreaker(3, CIRCUIT_COOLDOWN_MS, () => now);
    for (let i = 0; i < 3; i += 1) await expect(breaker.run(serverError)).rejects.toBeInstanceOf(ApiError);
    expect(breaker.isOpen()).toBe(true);
    let called = false;
    await expect(
      breaker.run(async () => {
        called = true;
      }),
    ).rejects.toThrow(new CircuitOpenError().message);
    expect(called).toBe(false);
    expect(new CircuitOpenError().message).toBe('Service temporarily unavailable. Please try again later.');
    now = CIRCUIT_COOLDOWN_MS - 1;
    expect(breaker.isOpen()).toBe(true);
  });

  it('closes again after the 60 s cooldown', async () => {
    let now = 0;
    const breaker = new CircuitBreaker(3, CIRCUIT_COOLDOWN_MS, () => now);
    for (let i = 0; i < 3; i += 1) await breaker.run(serverError).catch(() => undefined);
    now = CIRCUIT_COOLDOWN_MS;
    await expect(breaker.run(async () => 'ok')).resolves.toBe('ok');
  });

  it('does not count client errors, and a success resets the count', async () => {
    const breaker = new CircuitBreaker(2);
    await breaker.run(serverError).catch(() => undefined);
    await breaker.run(async () => 'ok');
    await breaker.run(serverError).catch(() => undefined);
    for (let i = 0; i < 5; i += 1) await breaker.run(clientError).catch(() => undefined);
    expect(breaker.isOpen()).toBe(false);
  });
});
