/** Spec A section 9: success and error messages in the account forms clear after 3 s. */
export const MESSAGE_CLEAR_MS = 3000;
