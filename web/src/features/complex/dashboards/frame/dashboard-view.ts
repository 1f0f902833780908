// What every panel of one rendered dashboard shares: the query range, the tree node, the theme and the
// latest live alert (so 实时告警 can flash it).
import { createContext, useContext } from 'react';
import type { AlertMessage } from '@/shell/realtime/realtime-session';

export interface DashboardView {
  queryDay: number;
  /** sidebar tree node, undefined = every visible community */
  node?: string;
  dark: boolean;
  latestAlert?: AlertMessage;
  /** bumps on every live alert, restarting the flash */
  alertSeq: number;
}

export const DashboardViewContext = createContext<DashboardView>({ queryDay: 7, dark: false, alertSeq: 0 });

export function useDashboardView(): DashboardView {
  return useContext(DashboardViewContext);
}
