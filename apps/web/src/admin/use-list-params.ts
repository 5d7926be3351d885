import { useSearchParams } from 'react-router';

/**
 * A staff list's filters and page, kept in the address (so a filtered list can be bookmarked
 * and the back button returns to it). `update` sets or clears filters and goes back to page 1
 * unless it sets the page itself.
 */
export function useListParams(defaults: Record<string, string> = {}) {
  const [params, setParams] = useSearchParams();
  const read = (name: string) => params.get(name) ?? defaults[name] ?? undefined;
  const page = Number(params.get('page') ?? 1) || 1;
  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };
  return { read, page, update, goToPage: (to: number) => update({ page: String(to) }) };
}
