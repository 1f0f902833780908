// Every navigation shows the progress bar and scrolls to the top (01 §2). Inside the layout the
// content container's scroll belongs to the keep-alive outlet (a revisited cached page gets its own
// position back, shell/keep-alive/use-scroll-memory); here only the window scrolls (bare pages).
import { useEffect } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';
import { NavigationProgress } from './NavigationProgress';

export function NavigationEffects() {
  // Lazy pages load while the router is "loading": the bar runs for as long as that takes; a
  // navigation with nothing to load (a new location key) still shows it, running straight to the end.
  const loading = useNavigation().state !== 'idle';
  const { key } = useLocation();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [key]);

  return <NavigationProgress loading={loading} navigationKey={key} />;
}
