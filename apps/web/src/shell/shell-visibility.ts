import { pathOf } from '@aabhushan/shared/pages/page-manifest';
/**
 * Sign-in pages show neither header nor footer (spec A section 2); the reset-password page,
 * reached from the same e-mail journey, looks like them.
 */
export const SHELL_HIDDEN_PATHS: readonly string[] = (['login', 'signup', 'forgot-password', 'reset-password'] as const).map((id) => pathOf(id));

export function isShellHidden(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return SHELL_HIDDEN_PATHS.includes(path);
}
