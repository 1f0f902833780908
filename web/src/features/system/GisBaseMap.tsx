// GIS地图's map (02 §2 GISMap): the China base map (gis-base-map.ts) drawn by ECharts' geo component
// with the communities (or, for the whole country, one bubble per city) placed at their coordinates.
// The operator zooms with the wheel and pans by dragging (roam); 复位 goes back to the framed view.
// After every zoom, pan and resize the markers are kept apart and their labels and the province names
// placed so that none covers another (gis-labels.ts, docs/adr/0076). Drawn as SVG, so province names and
// markers are in the page; a hidden list names every marker for screen readers.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { EChartsType } from '@/components/EChart/load-echarts';
import { useEChartInstance } from '@/components/EChart/use-echart-instance';
import { GisMapFrame, type MapMarker, type MapProps } from './GisMapFrame';
import { loadBaseMap, provinceNamePlaces } from './gis-base-map';
import { BASE_MAP } from './gis-geojson';
import { labelOffset, labelSidesAt, provinceLabelOffsets, spreadMarkers, takenBoxes } from './gis-labels';
import { MAX_ZOOM, tipHtml, viewOf } from './gis-view';

const PROVINCE_FONT_SIZE = 11;
const markerFontSize = (national: boolean) => (national ? 13 : 12);

function optionOf(markers: readonly MapMarker[], national: boolean) {
  return {
    backgroundColor: '#eef4f8',
    tooltip: { trigger: 'item', confine: true },
    geo: {
      map: BASE_MAP,
      roam: true,
      ...viewOf(markers, national),
      scaleLimit: { min: 0.8, max: MAX_ZOOM },
      // The province names are drawn by a series of their own (provinceNames), placed with the markers.
      label: { show: false },
      itemStyle: { areaColor: '#dde8f1', borderColor: '#93a9bf', borderWidth: 0.8 },
      emphasis: { label: { show: false }, itemStyle: { areaColor: '#c9dcec' } },
      select: { disabled: true },
      tooltip: { show: false },
    },
    series: [
      {
        type: 'scatter',
        coordinateSystem: 'geo',
        data: markers.map((m) => markerDatum(m, [m.lng, m.lat], national)),
        label: { color: '#1f2d3d', fontWeight: 600 },
        emphasis: { scale: 1.3 },
        zlevel: 1,
      },
      provinceNames(provinceNamePlaces().map(() => [0, 0])),
    ],
  };
}

/** The province names at their places (each `offset` px from it, or left out where null). */
function provinceNames(offsets: readonly (readonly number[] | null)[]) {
  return {
    type: 'scatter',
    coordinateSystem: 'geo',
    silent: true,
    // An invisible point for each name to hang on (a series without symbols draws no labels).
    symbolSize: 1,
    itemStyle: { color: 'transparent' },
    tooltip: { show: false },
    data: provinceNamePlaces().map(({ name, lng, lat }, i) => ({
      value: [lng, lat],
      label: {
        show: offsets[i] !== null,
        position: 'inside',
        offset: offsets[i] ?? [0, 0],
        formatter: name,
        fontSize: PROVINCE_FONT_SIZE,
        color: '#5b6b7a',
      },
    })),
  };
}

/** A marker with its label centred `labelAt` px from it, or without one. */
function markerDatum(m: MapMarker, value: readonly number[], national: boolean, labelAt?: readonly number[]) {
  return {
    name: m.key,
    value,
    symbolSize: m.size,
    itemStyle: {
      color: m.color,
      borderColor: m.active ? '#1f2d3d' : '#fff',
      borderWidth: m.active ? 3 : 1.5,
    },
    label: {
      show: labelAt !== undefined,
      position: 'inside',
      offset: labelAt ?? [0, 0],
      formatter: m.label,
      fontSize: markerFontSize(national),
    },
    tooltip: { formatter: tipHtml(m.name, m.tipLines) },
  };
}

/**
 * Places the markers, their labels and the province names for the view on screen (gis-labels.ts):
 * markers apart, each label on a free side or left out, province names moved or left out.
 */
export function layOutLabels(chart: EChartsType, markers: readonly MapMarker[], national: boolean): void {
  // A resize can reach here before the chart has its option: ECharts has no model to convert with yet
  // (convertToPixel threw "reading 'queryComponents'"); the option's own layout follows in reset().
  if (!chart.getOption()) return;
  const bounds = { left: 0, top: 0, right: chart.getWidth(), bottom: chart.getHeight() };
  const toPixel = (lng: number, lat: number) => {
    const [x = 0, y = 0] = chart.convertToPixel({ geoIndex: 0 }, [lng, lat]) as number[];
    return { x, y };
  };
  const drawn = spreadMarkers(markers.map((m) => ({ ...toPixel(m.lng, m.lat), size: m.size })));
  const font = { size: markerFontSize(national) };
  const sides = labelSidesAt(markers, drawn, font, bounds);
  const names = provinceNamePlaces().map((p) => ({ name: p.name, ...toPixel(p.lng, p.lat) }));
  const offsets = provinceLabelOffsets(
    names,
    PROVINCE_FONT_SIZE,
    takenBoxes(markers, drawn, sides, font),
    bounds,
  );
  chart.setOption({
    series: [
      {
        data: markers.map((m, i) => {
          const at = drawn[i]!;
          const side = sides[i];
          const value = chart.convertFromPixel({ geoIndex: 0 }, [at.x, at.y]) as number[];
          return markerDatum(m, value, national, side && labelOffset(at, m.size / 2, m.label, font, side));
        }),
      },
      provinceNames(offsets),
    ],
  });
}

export function GisBaseMap({ markers, national, onPick }: MapProps) {
  const box = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(1);
  const pick = useRef(onPick);
  pick.current = onPick;
  // The labels follow every zoom, pan and resize, one frame after it (not inside ECharts' own update).
  const layout = useRef<() => void>(() => undefined);
  const frame = useRef(0);
  const relayout = () => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => layout.current());
  };
  const { chart, ready, failed } = useEChartInstance(box, loadBaseMap, (instance) => {
    instance.on('click', (params) => {
      if (params.componentType === 'series' && params.name) pick.current(String(params.name));
    });
    instance.on('georoam', () => {
      const geo = (instance.getOption() as { geo?: { zoom?: number }[] }).geo?.[0];
      setZoom(geo?.zoom ?? 1);
      relayout();
    });
  });
  layout.current = () => {
    if (chart.current) layOutLabels(chart.current, markers, national);
  };
  useEffect(() => {
    const observed = box.current;
    if (!observed || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(relayout);
    observer.observe(observed);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame.current);
    };
  }, []);

  const option = useMemo(() => optionOf(markers, national), [markers, national]);
  const reset = () => {
    const instance = chart.current;
    if (!instance) return;
    instance.setOption(option, { notMerge: true });
    layOutLabels(instance, markers, national);
    setZoom(option.geo.zoom);
  };
  useEffect(() => {
    if (ready) reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset reads the option it depends on
  }, [ready, option]);

  return (
    <GisMapFrame
      boxRef={box}
      markers={markers}
      zoom={zoom}
      ready={ready}
      failed={failed}
      onReset={reset}
      kind="offline"
    />
  );
}
