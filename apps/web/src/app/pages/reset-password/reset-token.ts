import { resetPasswordBodySchema } from '@aabhushan/shared/schemas/auth';
import { readQueryParam } from '../../../lib/url-params';

/**
 * ?token= of the reset link, or '' when it is missing, repeated, unsafe or not a token the
 * reset call would take: the page then shows its "link is not valid" state with a way to ask
 * for a new one, without sending the server a value it must refuse.
 */
export function readResetToken(params: URLSearchParams): string {
  const token = readQueryParam(params, 'token');
  return token !== undefined && resetPasswordBodySchema.shape.token.safeParse(token).success ? token : '';
}
