// The dark wall-screen box of the analysis pages: title, tools and a grid of panels filling the
// content area (antd in its dark algorithm inside).
import { ConfigProvider, theme } from 'antd';
import { useRef, type CSSProperties, type ReactNode } from 'react';
import { useFillHeight } from '@/features/complex/shared/use-fill-height';
import './wall.css';

/** Below this the box stops shrinking and the content area scrolls (1366x768 still fits). */
const WALL_MIN_HEIGHT = 560;

const DARK = { algorithm: theme.darkAlgorithm };

export function WallScreen(props: {
  title: string;
  subtitle?: ReactNode;
  tools?: ReactNode;
  /** grid-template of the panels */
  grid: CSSProperties;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const height = useFillHeight(ref, WALL_MIN_HEIGHT);
  return (
    <ConfigProvider theme={DARK}>
      <div ref={ref} className="aw" style={{ height }} data-testid="wall-screen">
        <header className="aw-head">
          <h1>{props.title}</h1>
          {props.subtitle && <span className="aw-sub">{props.subtitle}</span>}
          <div className="aw-tools">{props.tools}</div>
        </header>
        <div className="aw-grid" style={props.grid}>
          {props.children}
        </div>
      </div>
    </ConfigProvider>
  );
}

export function Panel(props: {
  title: ReactNode;
  extra?: ReactNode;
  /** a chart fills the body without padding or scrolling */
  chart?: boolean;
  style?: CSSProperties;
  children: ReactNode;
  label?: string;
}) {
  return (
    <section className="aw-panel" style={props.style} aria-label={props.label}>
      <div className="aw-panel-head">
        <span>{props.title}</span>
        {props.extra && <span className="aw-panel-extra">{props.extra}</span>}
      </div>
      <div className={props.chart ? 'aw-panel-body aw-panel-body--chart' : 'aw-panel-body'}>
        {props.children}
      </div>
    </section>
  );
}

export function Figure(props: { label: string; value: ReactNode; warn?: boolean; testId?: string }) {
  return (
    <div className={props.warn ? 'aw-figure aw-figure--warn' : 'aw-figure'} data-testid={props.testId}>
      <div className="aw-figure-label" title={props.label}>
        {props.label}
      </div>
      <div className="aw-figure-value">{props.value}</div>
    </div>
  );
}
