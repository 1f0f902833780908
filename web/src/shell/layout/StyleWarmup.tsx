// antd generates a component's CSS (cssinjs) the first time one of its kind renders. Opening the first
// list page from home generated ~250 kB of it (grid, Table, Pagination, Form, Input, Tree, Card, Drawer,
// Tag...) inside the navigation's task, about half of the ~1 s before the community tree's first rows
// (docs/adr/0056). Once home has painted and the browser is idle, those
// components render once, out of sight (WarmStyles), so that the first list page finds its styles made.
import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { whenIdleAfterPaint } from '@/lib/when-idle';

/** How long an idle moment is waited for before warming anyway. */
const IDLE_TIMEOUT_MS = 5000;

export function StyleWarmup() {
  const [Warm, setWarm] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    const cancel = whenIdleAfterPaint(() => {
      import('./WarmStyles').then(
        (module) => {
          // A transition: React renders the components in slices and a click meanwhile goes first.
          if (live) startTransition(() => setWarm(() => module.WarmStyles));
        },
        () => undefined, // an extra: without it the pages make their own styles
      );
    }, IDLE_TIMEOUT_MS);
    return () => {
      live = false;
      cancel();
    };
  }, []);
  return Warm ? <Warm /> : null;
}
