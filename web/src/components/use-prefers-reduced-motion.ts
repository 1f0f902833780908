// prefers-reduced-motion as React state (see lib/a11y/reduced-motion.ts).
import { useSyncExternalStore } from 'react';
import { prefersReducedMotion, subscribeReducedMotion } from '../lib/a11y/reduced-motion';

export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
}
