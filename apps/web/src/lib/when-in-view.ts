/**
 * Runs `task` once `element` comes within `margin` of the viewport; at once where the browser
 * cannot observe. Returns a cancel function.
 */
export function whenInView(element: Element, task: () => void, margin = '200px'): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    task();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      task();
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
