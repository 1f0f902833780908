// The route table module aliased by the bench build (tools/bench/lib/builds.ts).
declare module 'bench-routes' {
  import type { RouteObject } from 'react-router-dom';
  export const routes: RouteObject[];
}
