import { fail } from '../lib/envelope';
import { INVALID_INPUT_CODE } from '@aabhushan/shared/schemas/request-messages';

/**
 * The whole body of a refusal with this message: `{ success: false, message, code, values?,
 * data: null }`, its code found in the message catalogue (a validation sentence no schema words
 * itself has the generic invalid-input code).
 */
export function refusal(message: string) {
  return fail(message, INVALID_INPUT_CODE);
}
