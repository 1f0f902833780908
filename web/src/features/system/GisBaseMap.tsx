// GIS地图's map (02 §2 GISMap): the China base map (gis-base-map.ts) drawn by ECharts' geo component
// with the communities (or, for the whole country, one bubble per city) placed at their coordinates.
// The operator zooms with the wheel and pans by dragging (roam); 复位 goes back to the framed view.
// Drawn as SVG, so province names and markers are in the page; a hidden list names every marker for
// screen readers.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useEChartInstance } from '@/components/EChart/use-echart-instance';
import { GisMapFrame, type MapMarker, type MapProps } from './GisMapFrame';
import { loadBaseMap } from './gis-base-map';
import { BASE_MAP } from './gis-geojson';
import { labelSides, MAX_ZOOM, tipHtml, viewOf } from './gis-view';

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

export function GisBaseMap({ markers, national, onPick }: MapProps) {
  const box = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(1);
  const pick = useRef(onPick);
  pick.current = onPick;
  const { chart, ready, failed } = useEChartInstance(box, loadBaseMap, (instance) => {
    instance.on('click', (params) => {
      if (params.componentType === 'series' && params.name) pick.current(String(params.name));
    });
    instance.on('georoam', () => {
      const geo = (instance.getOption() as { geo?: { zoom?: number }[] }).geo?.[0];
      setZoom(geo?.zoom ?? 1);
    });
  });

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
