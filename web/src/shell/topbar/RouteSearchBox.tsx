// The open page search (01 §2.6): typing lists the pages found by fuzzy search (route-search.ts) and
// choosing one navigates there and closes the box. Loaded when the search icon is first pressed
// (RouteSearch), with fuse.js.
import { SearchOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { useShellNavigate } from '../navigation/use-shell-navigate';
import { useRouteTable } from '../route-table';
import { useLoadedSession } from '../session/use-session';
import { createRouteSearch, searchPool } from './route-search';

export function RouteSearchBox({ onClose }: { onClose: () => void }) {
  const table = useRouteTable();
  const session = useLoadedSession();
  const navigate = useShellNavigate();
  const [query, setQuery] = useState('');

  const search = useMemo(
    () =>
      createRouteSearch(searchPool(table.routes, table.modules, session.permitted, session.accessAuthList)),
    [table, session.permitted, session.accessAuthList],
  );
  const options = useMemo(
    () => search(query).map((entry) => ({ value: entry.path, label: entry.title.join(' > ') })),
    [search, query],
  );

  return (
    <Select
      autoFocus
      defaultOpen
      aria-label="搜索页面"
      placeholder="搜索页面"
      style={{ width: 200 }}
      value={null}
      options={options}
      showSearch={{ filterOption: false, searchValue: query, onSearch: setQuery }}
      notFoundContent={query.trim() ? '没有找到相关页面' : '请输入页面名称或路径'}
      suffixIcon={<SearchOutlined />}
      onChange={(path: string) => {
        onClose();
        navigate(path);
      }}
      onBlur={onClose}
      popupMatchSelectWidth={280}
    />
  );
}
