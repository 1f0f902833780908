// Whether the user asked the system for less motion (prefers-reduced-motion, WCAG 2.3.3). The console's
// own CSS already honours it; antd's zoom, fade and slide animations follow it through the theme's
// `motion` token (app/theme-config.tsx). The e2e suite runs with it, so no click lands on a moving dialog.
import { useSyncExternalStore } from 'react';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function reducedMotionQuery(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION_QUERY) : undefined;
}

function subscribe(onChange: () => void): () => void {
  const query = reducedMotionQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const prefersReducedMotion = () => reducedMotionQuery()?.matches ?? false;

/** Follows the system setting as it changes. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
