// The navigation progress bar (01 §2): NProgress, configured once. Loaded by NavigationEffects on the
// first navigation rather than with the entry (issue 9 bundle: the login page paints without it).
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';

// NProgress's own template gives the bar role="bar", which is no ARIA role (axe aria-roles): the same
// markup without it, the bar being decoration only.
NProgress.configure({
  showSpinner: false,
  template: '<div class="bar"><div class="peg"></div></div>',
  barSelector: '.bar',
});

export default NProgress;
