type Report = (entries: Array<{ isIntersecting: boolean }>) => void;

/**
 * Stands in for IntersectionObserver: nothing is in view until the test says it came into view
 * (the setup's stand-in never reports). Undo with the returned restore().
 */
export function stubInView() {
  const observing = new Set<Report>();
  class InViewStub {
    constructor(private readonly report: Report) {}
    observe() {
      observing.add(this.report);
    }
    disconnect() {
      observing.delete(this.report);
    }
  }
  const original = globalThis.IntersectionObserver;
  globalThis.IntersectionObserver = InViewStub as unknown as typeof IntersectionObserver;
  return {
    /** How many elements are watched. */
    watching: () => observing.size,
    /** Every watched element comes into view. */
    comeIntoView: () => [...observing].forEach((report) => report([{ isIntersecting: true }])),
    restore: () => {
      observing.clear();
      globalThis.IntersectionObserver = original;
    },
  };
}
