// The navigation progress bar (01 §2): a thin bar at the top of the window that creeps on while the
// router loads a page and runs to the end when it is shown. Plain React state and CSS animations, so
// unmounting the console ends it with nothing left behind (NProgress keeps module-wide timers that no
// unmount can cancel: docs/adr/0054). Its colour is the console's
// primary colour, a CSS variable the themed configuration sets (PRIMARY_COLOR_VARIABLE).
import { useEffect, useState } from 'react';
import './navigation-progress.css';

/** How long the finished bar stays (runs to the end, then fades); matches the CSS animation. */
export const PROGRESS_FINISH_MS = 400;

export type ProgressPhase = 'run' | 'finish' | 'hidden';

/** `settledKey` is the navigation whose bar has finished; a new key or a load shows the bar again. */
export function progressPhase(
  loading: boolean,
  navigationKey: string,
  settledKey: string | undefined,
): ProgressPhase {
  if (loading) return 'run';
  return settledKey === navigationKey ? 'hidden' : 'finish';
}

export function NavigationProgress({ loading, navigationKey }: { loading: boolean; navigationKey: string }) {
  const [settledKey, setSettledKey] = useState<string>();
  const phase = progressPhase(loading, navigationKey, settledKey);

  useEffect(() => {
    if (phase !== 'finish') return;
    const timer = setTimeout(() => setSettledKey(navigationKey), PROGRESS_FINISH_MS);
    return () => clearTimeout(timer);
  }, [phase, navigationKey]);

  if (phase === 'hidden') return null;
  // Decoration only: the page itself tells assistive technology what is loading.
  return (
    <div className="nav-progress" data-phase={phase} aria-hidden="true">
      <div className="nav-progress-bar" />
    </div>
  );
}
