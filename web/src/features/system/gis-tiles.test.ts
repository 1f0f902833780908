// Which tile provider a console configuration gives GIS地图 (docs/adr/0068).
import { describe, expect, it } from 'vitest';
import { tileProviderOf } from './gis-tiles';

const read = (config: unknown) => {
  const warnings: string[] = [];
  return { provider: tileProviderOf(config, (message) => warnings.push(message)), warnings };
};

describe('tileProviderOf', () => {
  it('takes a valid template with its attribution as plain text', () => {
    expect(
      read({
        gisTiles: { url: 'https://{s}.tiles.example.cn/{z}/{x}/{y}.png', attribution: ' © 示例测绘 ' },
      }),
    ).toEqual({
      provider: { url: 'https://{s}.tiles.example.cn/{z}/{x}/{y}.png', attribution: '© 示例测绘' },
      warnings: [],
    });
  });

  it('draws the offline map without a warning when nothing is configured', () => {
    for (const config of [{}, null, undefined, 'not json', { gisTiles: null }]) {
      expect(read(config)).toEqual({ provider: undefined, warnings: [] });
    }
  });

  it('refuses a template that fails the check, with a warning naming why', () => {
    expect(read({ gisTiles: { url: 'http://tiles.example.cn/{z}/{x}/{y}.png' } })).toEqual({
      provider: undefined,
      warnings: [
        'GIS地图的在线瓦片地址未启用（瓦片地址必须使用 https（http 只用于 127.0.0.1 或 localhost）），已使用离线底图',
      ],
    });
    expect(read({ gisTiles: { url: 42 } }).warnings).toEqual([
      'GIS地图的在线瓦片地址未启用（瓦片地址为空），已使用离线底图',
    ]);
  });

  it('keeps at most 200 characters of attribution and ignores one that is not text', () => {
    const url = 'https://tiles.example.cn/{z}/{x}/{y}.png';
    expect(read({ gisTiles: { url, attribution: '图'.repeat(300) } }).provider?.attribution).toHaveLength(
      200,
    );
    expect(read({ gisTiles: { url, attribution: { html: '<b>' } } }).provider?.attribution).toBe('');
  });
});
