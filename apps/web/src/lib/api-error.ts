import type { RefusalCode } from '@aabhushan/shared/refusals/refusal-code';
/**
 * The typed failures of the API client. The global error handler maps them to the
 * spec's messages (part A section 8); pages may also inspect `status` (a 404 on a
 * product page sends the shopper to the collection).
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'invalid-response';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly kind: ApiErrorKind,
    /** HTTP status; 0 when no answer arrived (network failure or timeout). */
    readonly status: number,
    /** The request URL (path and query), used by the 404 toast rules. */
    readonly url: string,
    /** The server's human message when it sent one. */
    message: string,
    /** The refusal's stable code and values, by which the message is shown in the shopper's language. */
    readonly refusal?: RefusalCode,
  ) {
    super(message);
  }
}

/** The code and values of a refusal's answer body (`{ success: false, message, code, values? }`). */
export function refusalOf(body: unknown): RefusalCode | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { code, values } = body as { code?: unknown; values?: unknown };
  if (typeof code !== 'string' || !code) return undefined;
  return typeof values === 'object' && values !== null ? { code, values: values as RefusalCode['values'] } : { code };
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True for a 404 answer: the thing asked for does not exist. */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && error.status === 404;
}
