// 01 §2.11 "community search select (placeholder 请输入小区名称)"; 01 §7 "Community list: node dep:-1,
// limit 100, onlyDepFlag 1, searchData → code '0', object.content"; 01 §9 "search input debounce 500 ms".
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type RecordedCall } from '@/test/fetch-mock';
import { renderInApp } from '../testing';
import { CommunitySelect } from './CommunitySelect';
import { depIdOf } from './community-api';

const ALL = [
  { id: 'dep:1499', text: '锦绣花园', level: 0, parent: 'dep:-1', leaf: false },
  { id: 'dep:1500', text: '翠湖华庭', level: 0, parent: 'dep:-1', leaf: false },
  { id: 'dep:1501', text: '锦绣江南', level: 0, parent: 'dep:-1', leaf: false },
];

function mockHouses(delayFor?: (search: string) => number) {
  return mockApi('GET', '/h_d/list/house/v2', async (call: RecordedCall) => {
    const search = call.fields.searchData ?? '';
    const wait = delayFor?.(search) ?? 0;
    if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
    const content = ALL.filter((c) => c.text.includes(search));
    return { code: '0', object: { totalCount: content.length, content } };
  });
}

const box = () => screen.getByRole('combobox', { name: '小区' });
const optionTitles = () =>
  [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('CommunitySelect', () => {
  it('01 §2.11 placeholder 请输入小区名称; opening lists the communities (01 §7 parameters)', async () => {
    const route = mockHouses();
    renderInApp(<CommunitySelect aria-label="小区" />);
    expect(screen.getByText('请输入小区名称')).toBeTruthy();
    fireEvent.mouseDown(box());
    await waitFor(() => expect(optionTitles()).toEqual(['锦绣花园', '翠湖华庭', '锦绣江南']));
    expect(route.calls[0]?.fields).toMatchObject({ node: 'dep:-1', limit: '100', onlyDepFlag: '1' });
    expect(route.calls[0]?.fields.searchData).toBeUndefined(); // empty values are dropped (01 §7)
  });

  it('01 §9 typing searches 500 ms after the last key, once', async () => {
    const route = mockHouses();
    renderInApp(<CommunitySelect aria-label="小区" />);
    fireEvent.mouseDown(box());
    await waitFor(() => expect(route.calls).toHaveLength(1));
    vi.useFakeTimers();
    fireEvent.change(box(), { target: { value: '锦' } });
    await act(async () => vi.advanceTimersByTimeAsync(300));
    fireEvent.change(box(), { target: { value: '锦绣' } });
    await act(async () => vi.advanceTimersByTimeAsync(499));
    expect(route.calls).toHaveLength(1);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await waitFor(() => expect(optionTitles()).toEqual(['锦绣花园', '锦绣江南']));
    expect(route.calls).toHaveLength(2);
    expect(route.calls[1]?.fields.searchData).toBe('锦绣');
  });

  it('an older answer that arrives after a newer one is dropped', async () => {
    // '锦' answers after 300 ms, '翠' at once.
    mockHouses((search) => (search === '锦' ? 300 : 0));
    renderInApp(<CommunitySelect aria-label="小区" debounceMs={0} />);
    fireEvent.mouseDown(box());
    await waitFor(() => expect(optionTitles()).toHaveLength(3));
    fireEvent.change(box(), { target: { value: '锦' } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    fireEvent.change(box(), { target: { value: '翠' } });
    await waitFor(() => expect(optionTitles()).toEqual(['翠湖华庭']));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(optionTitles()).toEqual(['翠湖华庭']);
  });

  it('the value is the community id (dep:N → N) and the change carries the name', async () => {
    mockHouses();
    const onChange = vi.fn();
    renderInApp(<CommunitySelect aria-label="小区" onChange={onChange} />);
    fireEvent.mouseDown(box());
    await userEvent.click(await screen.findByTitle('翠湖华庭'));
    expect(onChange).toHaveBeenCalledWith('1500', { depId: '1500', depName: '翠湖华庭' });
  });

  it('a preset value shows its name before the list loads', () => {
    renderInApp(<CommunitySelect aria-label="小区" value="1499" valueLabel="锦绣花园" />);
    expect(screen.getByTitle('锦绣花园')).toBeTruthy();
  });

  it('a preset value without a name (a depId from a link) loads the list once and shows the name, not the id', async () => {
    const route = mockHouses();
    renderInApp(<CommunitySelect aria-label="小区" value="1501" />);
    expect(await screen.findByTitle('锦绣江南')).toBeTruthy();
    expect(screen.queryByTitle('1501')).toBeNull();
    expect(route.calls).toHaveLength(1);
  });

  it('a failed search is logged and shows 暂无数据, without a toast', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi('GET', '/h_d/list/house/v2', { code: '500', message: '服务繁忙' });
    renderInApp(<CommunitySelect aria-label="小区" />);
    fireEvent.mouseDown(box());
    await waitFor(() => expect(logged).toHaveBeenCalledWith('小区搜索失败', expect.anything()));
    expect(screen.queryByText('服务繁忙')).toBeNull();
    expect(await screen.findByRole('img', { name: '暂无数据' })).toBeTruthy();
  });

  it('hostile search text is sent as typed (trimmed) and finds nothing', async () => {
    const route = mockHouses();
    renderInApp(<CommunitySelect aria-label="小区" debounceMs={0} />);
    fireEvent.mouseDown(box());
    await waitFor(() => expect(route.calls).toHaveLength(1));
    fireEvent.change(box(), { target: { value: "  ' OR 1=1 -- <script>😀  " } });
    await waitFor(() => expect(route.calls).toHaveLength(2));
    expect(route.calls[1]?.fields.searchData).toBe("' OR 1=1 -- <script>😀");
    await waitFor(() => expect(optionTitles()).toEqual([]));
  });

  it.each([
    ['dep:1499', '1499'],
    ['1499', '1499'],
  ])('depIdOf(%j) = %j', (id, depId) => {
    expect(depIdOf(id)).toBe(depId);
  });
});
