// 02 §4 "Area cascader loads lazily: level 0 provinces, 1 cities, 2 areas, 3 streets; max level default 2
// (4 in the property pickers). A node is a leaf at or beyond max level minus 1. Every level has an 'all'
// entry (全国 at top, 全部 below); selecting it means no filter; an empty selection resets to all.
// Changing a level clears lower levels." 01 §9 "Cascader debounce 300 ms, separator ' / '". 02 §8
// "Area fetch failure is only logged and leaves an empty list".
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AREA_MAX_LEVEL_PROPERTY } from '@/lib/constants/area';
import { mockApi, type RecordedCall } from '@/test/fetch-mock';
import { renderInApp } from '../testing';
import { clearAreaCache } from './area-api';
import { AreaCascader } from './AreaCascader';
import { areaQuery, buildAreaOptions, fromCascaderPath, toCascaderPath } from './area-options';

const AREAS: Record<string, { areaId: string; areaName: string; leaf?: boolean }[]> = {
  '0:': [
    { areaId: '440000', areaName: '广东省' },
    { areaId: '110000', areaName: '北京市' },
  ],
  '1:440000': [
    { areaId: '440100', areaName: '广州市' },
    { areaId: '440300', areaName: '深圳市' },
    { areaId: '441900', areaName: '东莞市', leaf: true },
  ],
  '2:440100': [
    { areaId: '440106', areaName: '天河区' },
    { areaId: '440104', areaName: '越秀区' },
  ],
  '2:440300': [{ areaId: '440305', areaName: '南山区' }],
};
const STREETS: Record<string, { jzdm: string; jz: string }[]> = {
  '440106': [
    { jzdm: '440106001', jz: '五山街道' },
    { jzdm: '440106002', jz: '石牌街道' },
  ],
};

function mockAreas() {
  const area = mockApi('GET', '/h_ai/getArea/v1', (call: RecordedCall) => {
    const list = AREAS[`${call.fields.areaType}:${call.fields.parentId ?? ''}`] ?? [];
    return {
      code: '200',
      data: list.map((a) => ({
        ...a,
        areaType: Number(call.fields.areaType),
        streetTownNo: a.areaId,
        leaf: a.leaf ?? false,
      })),
    };
  });
  const streets = mockApi('GET', '/h_d/getJzInfo/v1', (call: RecordedCall) => ({
    code: '200',
    data: STREETS[call.fields.districtId ?? ''] ?? [],
  }));
  return { area, streets };
}

function Harness(props: {
  initial?: string[];
  maxLevel?: number;
  onChange?: (ids: string[], labels: string[]) => void;
}) {
  const [value, setValue] = useState<string[] | undefined>(props.initial);
  return (
    <>
      <AreaCascader
        aria-label="所在地区"
        value={value}
        maxLevel={props.maxLevel}
        onChange={(ids, labels) => {
          setValue(ids);
          props.onChange?.(ids, labels);
        }}
      />
      <output aria-label="value">{JSON.stringify(value)}</output>
    </>
  );
}

const shown = () => screen.getByRole('status', { name: 'value' }).textContent;
const box = () => screen.getByRole('combobox', { name: '所在地区' });

async function open() {
  fireEvent.mouseDown(box());
  await screen.findAllByRole('menu');
}

/** What the closed box shows. */
const displayed = () =>
  box().closest('.ant-select')?.querySelector('.ant-select-content')?.getAttribute('title');

/** The options of the n-th column (0-based) as their labels. */
function column(n: number): string[] {
  const menus = screen.getAllByRole('menu');
  return within(menus[n]!)
    .getAllByRole('menuitemcheckbox')
    .map((item) => item.getAttribute('title') ?? '');
}

/** The option titled `label` (its accessible name also holds the expand icon's "right"). */
const option = (label: string) =>
  screen.queryAllByRole('menuitemcheckbox').find((item) => item.getAttribute('title') === label);

async function pick(label: string, columnIndex?: number) {
  const find = () =>
    columnIndex === undefined
      ? option(label)
      : within(screen.getAllByRole('menu')[columnIndex]!)
          .queryAllByRole('menuitemcheckbox')
          .find((item) => item.getAttribute('title') === label);
  await waitFor(() => expect(find()).toBeTruthy());
  await userEvent.click(find()!);
}

beforeEach(() => {
  clearAreaCache();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AreaCascader', () => {
  it('02 §4 provinces load at once, 全国 on top; a province opens its cities under 全部', async () => {
    const { area } = mockAreas();
    renderInApp(<Harness />);
    await open();
    await waitFor(() => expect(column(0)).toEqual(['全国', '广东省', '北京市']));
    expect(area.calls[0]?.fields).toMatchObject({ areaType: '0' });
    expect(area.calls[0]?.fields.parentId).toBeUndefined();

    await pick('广东省');
    await waitFor(() => expect(column(1)).toEqual(['全部', '广州市', '深圳市', '东莞市']));
    expect(area.calls[1]?.fields).toMatchObject({ areaType: '1', parentId: '440000' });
  });

  it('02 §4 max level 2 (default): cities are leaves; the value is the ids by level', async () => {
    mockAreas();
    const onChange = vi.fn();
    renderInApp(<Harness onChange={onChange} />);
    await open();
    await pick('广东省');
    await pick('广州市');
    expect(onChange).toHaveBeenLastCalledWith(['440000', '440100'], ['广东省', '广州市']);
    // 01 §9 separator ' / '
    await waitFor(() => expect(displayed()).toBe('广东省 / 广州市'));
  });

  it("02 §4 '全部' below a province means that province only; '全国' means no filter", async () => {
    mockAreas();
    const onChange = vi.fn();
    renderInApp(<Harness onChange={onChange} />);
    await open();
    await pick('广东省');
    await pick('全部');
    expect(onChange).toHaveBeenLastCalledWith(['440000'], ['广东省']);
    expect(shown()).toBe('["440000"]');
    await waitFor(() => expect(displayed()).toBe('广东省'));

    await open();
    await pick('全国');
    expect(onChange).toHaveBeenLastCalledWith([], []);
    await waitFor(() => expect(displayed()).toBe('全国'));
  });

  it('02 §4 property pickers (max level 4) go down to streets through getJzInfo', async () => {
    const { streets } = mockAreas();
    const onChange = vi.fn();
    renderInApp(<Harness maxLevel={AREA_MAX_LEVEL_PROPERTY} onChange={onChange} />);
    await open();
    await pick('广东省');
    await pick('广州市');
    await pick('天河区');
    await waitFor(() => expect(column(3)).toEqual(['全部', '五山街道', '石牌街道']));
    expect(streets.calls[0]?.fields).toMatchObject({ level: '1', districtId: '440106' });
    await pick('石牌街道');
    expect(onChange).toHaveBeenLastCalledWith(
      ['440000', '440100', '440106', '440106002'],
      ['广东省', '广州市', '天河区', '石牌街道'],
    );
  });

  it('02 §4 a city the server marks as leaf has no lower column (东莞 has no districts)', async () => {
    mockAreas();
    const onChange = vi.fn();
    renderInApp(<Harness maxLevel={AREA_MAX_LEVEL_PROPERTY} onChange={onChange} />);
    await open();
    await pick('广东省');
    await pick('东莞市');
    expect(onChange).toHaveBeenLastCalledWith(['440000', '441900'], ['广东省', '东莞市']);
  });

  it('01 §4 "changing a level clears the levels below"', async () => {
    mockAreas();
    const onChange = vi.fn();
    renderInApp(
      <Harness
        maxLevel={AREA_MAX_LEVEL_PROPERTY}
        initial={['440000', '440100', '440106']}
        onChange={onChange}
      />,
    );
    await waitFor(() => expect(displayed()).toBe('广东省 / 广州市 / 天河区'));
    await open();
    await pick('深圳市');
    await waitFor(() => expect(column(2)).toEqual(['全部', '南山区']));
    await pick('全部', 2);
    expect(onChange).toHaveBeenLastCalledWith(['440000', '440300'], ['广东省', '深圳市']);
  });

  it('a preset value loads the levels it needs and shows its labels', async () => {
    const { area } = mockAreas();
    renderInApp(<Harness initial={['440000', '440300']} />);
    await waitFor(() => expect(displayed()).toBe('广东省 / 深圳市'));
    expect(area.calls.map((c) => c.fields.areaType)).toEqual(['0', '1']);
  });

  it('areas are fetched once per page, whatever the number of pickers', async () => {
    const { area } = mockAreas();
    renderInApp(
      <>
        <AreaCascader aria-label="甲" />
        <AreaCascader aria-label="乙" />
      </>,
    );
    await waitFor(() => expect(area.calls).toHaveLength(1));
  });

  it('02 §8 a failed lookup is only logged and leaves an empty column (全部 only)', async () => {
    mockAreas();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi('GET', '/h_ai/getArea/v1', (call: RecordedCall) =>
      call.fields.areaType === '0'
        ? {
            code: '200',
            data: [
              { areaId: '440000', areaName: '广东省', areaType: 0, streetTownNo: '440000', leaf: false },
            ],
          }
        : { code: '500', message: '区划服务不可用' },
    );
    renderInApp(<Harness />);
    await open();
    await pick('广东省');
    await waitFor(() => expect(column(1)).toEqual(['全部']));
    expect(logged).toHaveBeenCalledWith('地区加载失败', 1, '440000', expect.anything());
    expect(screen.queryByText('区划服务不可用')).toBeNull();
  });

  it('01 §9 search filters the loaded areas 300 ms after typing stops', async () => {
    mockAreas();
    const onChange = vi.fn();
    renderInApp(<Harness onChange={onChange} />);
    await open();
    await pick('广东省');
    await waitFor(() => expect(column(1)).toContain('深圳市'));
    vi.useFakeTimers();
    try {
      fireEvent.change(box(), { target: { value: '深圳' } });
      expect(option('广东省 / 深圳市')).toBeUndefined();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(299);
      });
      expect(option('广东省 / 深圳市')).toBeUndefined();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1);
      });
    } finally {
      vi.useRealTimers();
    }
    await pick('广东省 / 深圳市');
    expect(onChange).toHaveBeenLastCalledWith(['440000', '440300'], ['广东省', '深圳市']);
  });

  it('02 §9 hover threshold 500 ms: with hover expansion a province opens its cities only after the pointer rests on it', async () => {
    mockAreas();
    const onChange = vi.fn();
    renderInApp(<AreaCascader aria-label="所在地区" expandTrigger="hover" onChange={onChange} />);
    await open();
    await waitFor(() => expect(column(0)).toContain('广东省'));
    const label = (name: string) => within(option(name)!).getByText(name);
    vi.useFakeTimers();
    try {
      // crossing 北京市 on the way does not open it
      fireEvent.mouseEnter(label('北京市'));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(300);
      });
      fireEvent.mouseLeave(label('北京市'));
      fireEvent.mouseEnter(label('广东省'));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(499);
      });
      expect(screen.getAllByRole('menu')).toHaveLength(1);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1);
      });
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(column(1)).toEqual(['全部', '广州市', '深圳市', '东莞市']));
    // opening a column selects nothing
    expect(onChange).not.toHaveBeenCalled();
  });

  it('hostile search text finds nothing and breaks nothing', async () => {
    mockAreas();
    renderInApp(<Harness />);
    await open();
    await waitFor(() => expect(column(0)).toContain('广东省'));
    for (const text of ["' OR 1=1 --", '<script>', '😀', '.*', 'x'.repeat(5000)]) {
      fireEvent.change(box(), { target: { value: text } });
    }
    await new Promise((resolve) => setTimeout(resolve, 320));
    // Only the disabled "nothing found" row (暂无数据).
    const rows = screen.queryAllByRole('menuitemcheckbox');
    expect(rows.map((row) => row.getAttribute('data-path-key'))).toEqual(['__EMPTY__']);
    expect(rows[0]?.textContent).toContain('暂无数据');
  });
});

describe('area options — 02 §4', () => {
  const loaded = {
    '': [{ id: '440000', name: '广东省', leaf: false }],
    '440000': [{ id: '440100', name: '广州市', leaf: false }],
  };

  it.each<[number, boolean]>([
    [1, true],
    [2, false],
  ])('max level %d: provinces are leaves = %s (leaf at max level minus 1)', (maxLevel, leaf) => {
    expect(buildAreaOptions(loaded, maxLevel)[1]?.isLeaf).toBe(leaf);
  });

  it.each<[string[], number, string[]]>([
    [[], 2, ['']],
    [['440000'], 2, ['440000', '']],
    [['440000', '440100'], 2, ['440000', '440100']],
    [['440000', '440100', '440106'], 2, ['440000', '440100']], // deeper than allowed
    [['440000', '', '440100'], 4, ['440000', '440100', '']], // empty ids are skipped
  ])('%j at max level %d → cascader path %j', (ids, maxLevel, path) => {
    expect(toCascaderPath(ids, buildAreaOptions(loaded, maxLevel), maxLevel)).toEqual(path);
  });

  it('paths back to ids and ids to tree filters (01 §7 provinceId, cityId, districtId, streetId)', () => {
    expect(fromCascaderPath(['440000', ''])).toEqual(['440000']);
    expect(fromCascaderPath(undefined)).toEqual([]);
    expect(areaQuery(['44', '4401', '440106', '440106001'])).toEqual({
      provinceId: '44',
      cityId: '4401',
      districtId: '440106',
      streetId: '440106001',
    });
    expect(areaQuery([])).toEqual({});
  });
});
