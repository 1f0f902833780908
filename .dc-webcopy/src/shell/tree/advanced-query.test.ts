// 01 §5: advanced-query cascade and query rules.
import { describe, expect, it } from 'vitest';
import { AREA_FIELDS, isAreaDisabled, isQueryEmpty, normaliseQuery, setArea } from './advanced-query';

describe('advanced query', () => {
  it('01 §5: city is disabled until a province is chosen, district until a city, street until a district', () => {
    const disabled = (query: Parameters<typeof isAreaDisabled>[0]) =>
      AREA_FIELDS.map((field) => isAreaDisabled(query, field));
    expect(disabled({})).toEqual([false, true, true, true]);
    expect(disabled({ provinceId: '440000' })).toEqual([false, false, true, true]);
    expect(disabled({ provinceId: '440000', cityId: '440100' })).toEqual([false, false, false, true]);
    expect(disabled({ provinceId: '440000', cityId: '440100', districtId: '440106' })).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('01 §4: changing a level clears the levels below', () => {
    const full = {
      provinceId: '440000',
      cityId: '440100',
      districtId: '440106',
      streetId: '440106001',
      depName: '锦绣',
    };
    expect(setArea(full, 'cityId', '440300')).toEqual({
      provinceId: '440000',
      cityId: '440300',
      depName: '锦绣',
    });
    expect(setArea(full, 'provinceId', undefined)).toEqual({ depName: '锦绣' });
    expect(setArea({}, 'provinceId', '110000')).toEqual({ provinceId: '110000' });
  });

  it('01 §5: the query button is disabled while every field is empty', () => {
    expect(isQueryEmpty({})).toBe(true);
    expect(isQueryEmpty({ depName: '  ', searchData: '' })).toBe(true);
    expect(isQueryEmpty({ unitName: '一单元' })).toBe(false);
    expect(isQueryEmpty({ searchData: '花园' })).toBe(false);
    expect(isQueryEmpty({ streetId: '440106001' })).toBe(false);
  });

  it('01 §5: any address or name filter clears the free-text search', () => {
    expect(normaliseQuery({ searchData: '花园', buildName: ' 1栋 ' })).toEqual({ buildName: '1栋' });
    expect(normaliseQuery({ searchData: '花园', provinceId: '440000' })).toEqual({ provinceId: '440000' });
    expect(normaliseQuery({ searchData: ' 花园 ', depName: '' })).toEqual({ searchData: '花园' });
  });
});
