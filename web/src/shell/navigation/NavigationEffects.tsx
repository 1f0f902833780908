// Every navigation shows the progress bar and scrolls to the top (01 §2). Inside the layout the
// content container's scroll belongs to the keep-alive outlet (a revisited cached page gets its own
// position back, shell/keep-alive/use-scroll-memory); here only the window scrolls (bare pages).
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { useEffect } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';

// NProgress's own template gives the bar role="bar", which is no ARIA role (axe aria-roles): the same
// markup without it, the bar being decoration only.
NProgress.configure({
  showSpinner: false,
  template: '<div class="bar"><div class="peg"></div></div>',
  barSelector: '.bar',
});

export function NavigationEffects() {
  const navigation = useNavigation();
  const { key } = useLocation();

  // Lazy pages load while the router is "loading": the bar runs for as long as that takes.
  useEffect(() => {
    if (navigation.state === 'idle') NProgress.done();
    else NProgress.start();
  }, [navigation.state]);

  // A navigation with nothing to load still shows the bar, which then runs straight to the end.
  useEffect(() => {
    NProgress.start();
    if (navigation.state === 'idle') NProgress.done();
    window.scrollTo(0, 0);
    // Once per navigation (location key); the loading state is handled above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return null;
}
