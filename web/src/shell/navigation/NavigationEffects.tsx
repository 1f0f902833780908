// Every navigation shows the progress bar and scrolls to the top (01 §2). Inside the layout the
// content container's scroll belongs to the keep-alive outlet (a revisited cached page gets its own
// position back, shell/keep-alive/use-scroll-memory); here only the window scrolls (bare pages).
import { useEffect } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';
import type ProgressBarModule from './progress-bar';

type ProgressBar = typeof ProgressBarModule;
let progressBar: Promise<ProgressBar> | undefined;
/** Runs `step` on the bar once its module is loaded; steps keep their order (one promise). */
function withBar(step: (bar: ProgressBar) => void): void {
  progressBar ??= import('./progress-bar').then((m) => m.default);
  void progressBar.then(step);
}

export function NavigationEffects() {
  const navigation = useNavigation();
  const { key } = useLocation();
  const idle = navigation.state === 'idle';

  // Lazy pages load while the router is "loading": the bar runs for as long as that takes.
  useEffect(() => {
    withBar((bar) => (idle ? bar.done() : bar.start()));
  }, [idle]);

  // A navigation with nothing to load still shows the bar, which then runs straight to the end.
  useEffect(() => {
    withBar((bar) => {
      bar.start();
      if (idle) bar.done();
    });
    window.scrollTo(0, 0);
    // Once per navigation (location key); the loading state is handled above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return null;
}
