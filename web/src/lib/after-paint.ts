// "After the first paint", for work a page does not need in its first frame. An effect is not that:
// React flushes the passive effects of a first render in a task that usually runs before the browser
// paints, so an import started there (and Vite adding its preload links, and the modules evaluating)
// would hold up the login page's first contentful paint (docs/adr/0054).

/**
 * Runs `task` in a task queued from the next animation frame, i.e. once that frame has been painted.
 * Where no frame comes (a hidden tab, a test environment without animation frames) a timeout stands
 * in. Returns a cancel.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    timer = setTimeout(task, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
