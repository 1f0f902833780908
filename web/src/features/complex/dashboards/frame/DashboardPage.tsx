// One editable dashboard (02 §2, 01 §2.9, §3): reads the user's saved layout (/l_o/get/v2), renders its
// template and panels over the aggregates for the chosen range, fills the content area like a wall
// screen, and re-fetches on every live alert (flashed in 实时告警).
import { ReloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, ConfigProvider, Spin, theme } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { lazyModule, useLazyModule } from '@/components/lazy-module';
import { DEFAULT_QUERY_DAY, QUERY_DAY_OPTIONS } from '@/features/complex/shared/query-range';
import { useAlertRefresh } from '@/features/complex/shared/use-alert-refresh';
import { useSavedLayout } from '../api/get-layout';
import { DASHBOARD_DATA_KEY } from '../api/get-overview';
import { CONSOLE_PANELS_KEY } from '../api/query-keys';
import type { DashboardDef } from '../dashboards';
import { Clock } from './Clock';
import { DashboardViewContext, type DashboardView } from './dashboard-view';
import { useFillHeight } from '@/features/complex/shared/use-fill-height';
import { messageCountsQuery } from '@/shell/topbar/api/get-message-counts';
import './dashboards.css';

/** Below this a dashboard stops shrinking and the content area scrolls. */
const DASHBOARD_MIN_HEIGHT = 480;

const LIVE_KEYS = [DASHBOARD_DATA_KEY];
/**
 * The panels and the range select load while the saved layout is asked for (dashboard-parts.ts): until
 * both have arrived the header shows title, clock and 刷新 with the select's room kept, and a spinner.
 */
const dashboardParts = lazyModule(() => import('./dashboard-parts'));
/** The range select's width, held free while its code loads so the header does not move. */
const RANGE_SELECT_WIDTH = 120;
const DARK_THEME = { algorithm: theme.darkAlgorithm };

export function DashboardPage({ def }: { def: DashboardDef }) {
  const queryClient = useQueryClient();
  const saved = useSavedLayout(def.pageKey);
  const parts = useLazyModule(dashboardParts);
  // The layout model comes with the parts; before them nothing shows what it decides.
  const parsed = useMemo(() => parts?.parseLayout(saved.data, def), [parts, saved.data, def]);
  // The saved query day is the starting range; the select changes it for this view only.
  const [queryDay, setQueryDay] = useState<number>();
  useEffect(() => setQueryDay(undefined), [saved.data]);
  const day = queryDay ?? parsed?.layout.queryDay ?? DEFAULT_QUERY_DAY;
  const latestAlert = useAlertRefresh(LIVE_KEYS);
  const [alertSeq, setAlertSeq] = useState(0);
  useEffect(() => {
    if (latestAlert) setAlertSeq((n) => n + 1);
  }, [latestAlert]);
  const box = useRef<HTMLDivElement>(null);
  const height = useFillHeight(box, DASHBOARD_MIN_HEIGHT);

  // The page renders again when its tab is hidden or shown (the live refresh reads that): the panels
  // see the same view and grid then, so no chart rebuilds its option for a tab switch.
  const view = useMemo<DashboardView>(
    () => ({ queryDay: day, dark: def.dark, latestAlert, alertSeq }),
    [day, def.dark, latestAlert, alertSeq],
  );
  const grid = useMemo(
    () => parts && parsed && <parts.TemplateGrid layout={parsed.layout} />,
    [parts, parsed],
  );
  const options: { value: number; label: string }[] = QUERY_DAY_OPTIONS.some((o) => o.value === day)
    ? [...QUERY_DAY_OPTIONS]
    : [...QUERY_DAY_OPTIONS, { value: day, label: `近 ${day} 天` }];
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: DASHBOARD_DATA_KEY });
    void queryClient.invalidateQueries({ queryKey: CONSOLE_PANELS_KEY });
    void queryClient.invalidateQueries({ queryKey: messageCountsQuery.queryKey });
  };

  const content = (
    <div
      ref={box}
      className={def.dark ? 'dash dash--dark' : 'dash'}
      style={{ height }}
      data-dashboard={def.name}
      data-template={parsed?.layout.templateId}
    >
      <header className="dash-header">
        {/* A plain heading styled by dashboards.css: antd's Typography (with its editable and copyable
            parts) would be ~10 kB gzip of the home page's initial JS for a title (docs/adr/0047). */}
        <h4 className="dash-title">{def.title}</h4>
        <Clock />
        <div className="dash-header-tools">
          {parts ? (
            <parts.RangeSelect
              value={day}
              onChange={setQueryDay}
              options={options}
              width={RANGE_SELECT_WIDTH}
            />
          ) : (
            <span style={{ display: 'inline-block', width: RANGE_SELECT_WIDTH }} />
          )}
          <Button icon={<ReloadOutlined />} onClick={refresh}>
            刷新
          </Button>
        </div>
      </header>
      {parsed?.warning && <Alert type="warning" showIcon title={parsed.warning} banner closable />}
      {saved.isPending || !grid ? (
        <Spin style={{ margin: 'auto' }} aria-label="布局加载中" />
      ) : (
        <DashboardViewContext.Provider value={view}>{grid}</DashboardViewContext.Provider>
      )}
    </div>
  );
  return def.dark ? <ConfigProvider theme={DARK_THEME}>{content}</ConfigProvider> : content;
}
