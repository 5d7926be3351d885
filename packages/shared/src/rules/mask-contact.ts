/**
 * A phone number or e-mail shown back to its owner with the middle hidden, enough to recognise
 * it, not enough to learn it from a screen or a screenshot.
 */

/** '+91 98290 19850' is '+91 98••• ••850'; fewer than 10 digits keep their last three only. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 10) return `••• ${digits.slice(-3)}`;
  const national = digits.slice(-10);
  return `+91 ${national.slice(0, 2)}••• ••${national.slice(-3)}`;
}

/** 'asha.verma@example.com' is 'as••••••@example.com'. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '••••••';
  // At most two letters, and never the whole name.
  return `${email.slice(0, Math.min(2, at - 1))}••••••${email.slice(at)}`;
}
