import { isApiError } from './api-error';

/** Spec A section 9: after server errors the cart calls rest for 60 s. */
export const CIRCUIT_COOLDOWN_MS = 60_000;
/** Consecutive server errors (5xx) that open the circuit. */
export const CIRCUIT_FAILURE_THRESHOLD = 3;

/** Thrown instead of calling while the circuit is open ('Service temporarily unavailable...'). */
export class CircuitOpenError extends Error {
  override readonly name = 'CircuitOpenError';
  constructor() {
    super('Service temporarily unavailable. Please try again later.');
  }
}

export function isCircuitOpenError(error: unknown): error is CircuitOpenError {
  return error instanceof CircuitOpenError;
}

function isServerError(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && error.status >= 500;
}

/**
 * A circuit breaker: after `threshold` server errors in a row it refuses calls for
 * `cooldownMs`, so a failing server is not hammered; the first call after the cooldown tries again.
 */
export class CircuitBreaker {
  private failures = 0;
  private openedAt: number | null = null;

  constructor(
    private readonly threshold = CIRCUIT_FAILURE_THRESHOLD,
    private readonly cooldownMs = CIRCUIT_COOLDOWN_MS,
    private readonly now: () => number = Date.now,
  ) {}

  isOpen(): boolean {
    if (this.openedAt === null) return false;
    if (this.now() - this.openedAt < this.cooldownMs) return true;
    this.openedAt = null;
    this.failures = 0;
    return false;
  }

  async run<T>(call: () => Promise<T>): Promise<T> {
    if (this.isOpen()) throw new CircuitOpenError();
    try {
      const result = await call();
      this.failures = 0;
      return result;
    } catch (error) {
      if (isServerError(error)) this.recordServerError();
      throw error;
    }
  }

  private recordServerError(): void {
    this.failures += 1;
    if (this.failures >= this.threshold) this.openedAt = this.now();
  }
}
