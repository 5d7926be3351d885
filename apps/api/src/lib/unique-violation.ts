/** PostgreSQL's unique_violation (23505), as the pg driver and PGlite report it, however drizzle wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
