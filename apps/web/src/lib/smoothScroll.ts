/**
 * Smooth scrolling to an element (docs/product/screens.md#layout: 1000 ms, offset -100), driven by requestAnimationFrame
 * with an ease-in-out curve. Users who ask for reduced motion jump straight there.
 */
export interface ScrollOptions {
  duration?: number;
  /** Added to the element's top: -100 stops 100 px above it, clear of the sticky top bar. */
  offset?: number;
}

let running: number | null = null;

function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Scrolls the window so the element's top sits -offset px below the viewport top; resolves when done. */
export function scrollToElement(
  element: Element,
  { duration = 1000, offset = -100 }: ScrollOptions = {},
): Promise<void> {
  if (running !== null) cancelAnimationFrame(running);
  running = null;
  const start = window.scrollY;
  const maxScroll = Math.max(0, document.documentElement.scrollHeight - window.innerHeight);
  const target = Math.min(maxScroll, Math.max(0, element.getBoundingClientRect().top + start + offset));
  if (duration <= 0 || prefersReducedMotion() || Math.abs(target - start) < 1) {
    window.scrollTo({ top: target, behavior: 'instant' });
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    let startTime: number | null = null;
    const step = (now: number) => {
      startTime ??= now;
      const progress = Math.min(1, (now - startTime) / duration);
      window.scrollTo({ top: start + (target - start) * easeInOutCubic(progress), behavior: 'instant' });
      if (progress < 1) running = requestAnimationFrame(step);
      else {
        running = null;
        resolve();
      }
    };
    running = requestAnimationFrame(step);
  });
}
