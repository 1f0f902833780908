// The operator's "reduce motion" system setting (prefers-reduced-motion): antd's transitions and the
// charts' animations are switched off for them. Subscribable, so changing the setting applies at once.
const QUERY = '(prefers-reduced-motion: reduce)';

function media(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(QUERY)
    : undefined;
}

export function subscribeReducedMotion(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

export function prefersReducedMotion(): boolean {
  return media()?.matches ?? false;
}
