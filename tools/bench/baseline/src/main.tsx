// The bare baseline app of `npm run bench` (tools/bench/bundle.ts, browser.ts): Vite + React + antd +
// react-router and nothing else. `bench-routes` is aliased at build time to the lazy or eager table,
// `bench-styles` to antd's run-time styles or its static stylesheet.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHashRouter, RouterProvider } from 'react-router-dom';
import { routes } from 'bench-routes';
import { Styles } from 'bench-styles';

const router = createHashRouter(routes);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Styles>
      <RouterProvider router={router} />
    </Styles>
  </StrictMode>,
);
