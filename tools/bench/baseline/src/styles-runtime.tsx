// antd as it comes: each component's rules made by its CSS-in-JS at run time.
import type { ReactNode } from 'react';

export function Styles({ children }: { children: ReactNode }) {
  return children;
}
