// GIS地图's map (02 §2 GISMap): the China base map (gis-base-map.ts) drawn by ECharts' geo component
// with the communities (or, for the whole country, one bubble per city) placed at their coordinates.
// The operator zooms with the wheel and pans by dragging (roam); 复位 goes back to the framed view.
// Drawn as SVG, so province names and markers are in the page; a hidden list names every marker for
// screen readers.
import { AimOutlined } from '@ant-design/icons';
import { Button, Space, Spin, Typography } from 'antd';
import type { EChartsType } from 'echarts/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { loadBaseMap } from './gis-base-map';
import { BASE_MAP } from './gis-geojson';
import { labelSides, MAX_ZOOM, tipHtml, viewOf } from './gis-view';

export interface MapMarker {
  key: string;
  name: string;
  lng: number;
  lat: number;
  color: string;
  /** Symbol size in px. */
  size: number;
  /** Text drawn beside the marker. */
  label: string;
  tipLines: string[];
  active?: boolean;
}

interface Props {
  markers: readonly MapMarker[];
  national: boolean;
  /** A marker was clicked (its key). */
  onPick: (key: string) => void;
}

const HEIGHT = 600;
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
} as const;

/** Pixels per degree of longitude at the national view (the map is about 61.5° wide in 740 px). */
const NATIONAL_PX_PER_DEG = 12;

function optionOf(markers: readonly MapMarker[], national: boolean) {
  const view = viewOf(markers, national);
  const fontSize = national ? 13 : 12;
  const sides = national ? labelSides(markers, NATIONAL_PX_PER_DEG, fontSize) : undefined;
  return {
    backgroundColor: '#eef4f8',
    tooltip: { trigger: 'item', confine: true },
    geo: {
      map: BASE_MAP,
      roam: true,
      ...view,
      scaleLimit: { min: 0.8, max: MAX_ZOOM },
      label: { show: true, fontSize: 11, color: '#5b6b7a' },
      itemStyle: { areaColor: '#dde8f1', borderColor: '#93a9bf', borderWidth: 0.8 },
      emphasis: { label: { color: '#1f2d3d' }, itemStyle: { areaColor: '#c9dcec' } },
      select: { disabled: true },
      tooltip: { show: false },
    },
    series: [
      {
        type: 'scatter',
        coordinateSystem: 'geo',
        labelLayout: { hideOverlap: !national },
        data: markers.map((m, i) => ({
          name: m.key,
          value: [m.lng, m.lat],
          symbolSize: m.size,
          itemStyle: {
            color: m.color,
            borderColor: m.active ? '#1f2d3d' : '#fff',
            borderWidth: m.active ? 3 : 1.5,
          },
          label: { show: true, position: sides?.[i] ?? 'right', formatter: m.label, fontSize },
          tooltip: { formatter: tipHtml(m.name, m.tipLines) },
        })),
        label: { color: '#1f2d3d', fontWeight: 600 },
        emphasis: { scale: 1.3 },
        zlevel: 1,
      },
    ],
  };
}

export function GisBaseMap({ markers, national, onPick }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | undefined>(undefined);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const [zoom, setZoom] = useState(1);
  const pick = useRef(onPick);
  pick.current = onPick;

  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | undefined;
    loadBaseMap()
      .then((echarts) => {
        if (disposed || !box.current) return;
        const instance = echarts.init(box.current, undefined, { renderer: 'svg' });
        instance.on('click', (params) => {
          if (params.componentType === 'series' && params.name) pick.current(String(params.name));
        });
        instance.on('georoam', () => {
          const geo = (instance.getOption() as { geo?: { zoom?: number }[] }).geo?.[0];
          setZoom(geo?.zoom ?? 1);
        });
        chart.current = instance;
        observer = new ResizeObserver(() => instance.resize());
        observer.observe(box.current);
        setReady(true);
      })
      .catch(() => !disposed && setFailed(true));
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = undefined;
    };
  }, []);

  const option = useMemo(() => optionOf(markers, national), [markers, national]);
  const reset = () => {
    chart.current?.setOption(option, { notMerge: true });
    setZoom(option.geo.zoom);
  };
  useEffect(() => {
    if (ready) reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset reads the option it depends on
  }, [ready, option]);

  return (
    <div style={{ position: 'relative' }}>
      <div
        ref={box}
        role="img"
        aria-label="小区分布地图"
        aria-describedby="gis-map-markers"
        data-zoom={zoom.toFixed(2)}
        style={{ height: HEIGHT, width: '100%', borderRadius: 8, overflow: 'hidden' }}
      />
      <ul id="gis-map-markers" style={VISUALLY_HIDDEN}>
        {markers.map((m) => (
          <li key={m.key}>{m.label}</li>
        ))}
      </ul>
      <Space style={{ position: 'absolute', right: 12, top: 12 }}>
        <Typography.Text type="secondary">
          缩放 ×{zoom < 10 ? zoom.toFixed(1) : Math.round(zoom)}
        </Typography.Text>
        <Button size="small" icon={<AimOutlined />} onClick={reset} disabled={!ready}>
          复位
        </Button>
      </Space>
      {!ready && !failed && <Spin style={{ position: 'absolute', inset: 0, margin: 'auto', height: 20 }} />}
      {failed && (
        <div style={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', color: '#999' }}>
          底图加载失败，请刷新重试
        </div>
      )}
    </div>
  );
}
