// The route table and styles modules aliased by the bench build (tools/bench/lib/builds.ts).
declare module 'bench-routes' {
  import type { RouteObject } from 'react-router-dom';
  export const routes: RouteObject[];
}

declare module 'bench-styles' {
  import type { ReactNode } from 'react';
  export function Styles(props: { children: ReactNode }): ReactNode;
}
