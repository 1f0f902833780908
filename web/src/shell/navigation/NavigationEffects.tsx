// Every navigation shows the progress bar and scrolls to the top (01 §2).
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { useEffect } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';

NProgress.configure({ showSpinner: false });

export function NavigationEffects() {
  const navigation = useNavigation();
  const { pathname } = useLocation();

  // Lazy pages load while the router is "loading": that is the visible part of a navigation.
  useEffect(() => {
    if (navigation.state === 'idle') NProgress.done();
    else NProgress.start();
  }, [navigation.state]);

  useEffect(() => {
    window.scrollTo(0, 0);
    document.querySelector('[data-scroll-container]')?.scrollTo?.(0, 0);
  }, [pathname]);

  return null;
}
