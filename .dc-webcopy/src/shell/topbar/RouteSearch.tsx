// Page search in the top bar (01 §2.6): a search icon that opens a search box; typing lists the pages
// found by fuzzy search (route-search.ts) and choosing one navigates there and closes the box.
import { SearchOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRouteTable } from '../route-table';
import { useLoadedSession } from '../session/use-session';
import { BarButton } from './BarButton';
import { createRouteSearch, searchPool } from './route-search';

export function RouteSearch() {
  const table = useRouteTable();
  const session = useLoadedSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
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

  const close = () => {
    setOpen(false);
    setQuery('');
  };

  if (!open) {
    return <BarButton label="页面搜索" icon={<SearchOutlined />} onClick={() => setOpen(true)} />;
  }
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
        close();
        void navigate(path);
      }}
      onBlur={close}
      popupMatchSelectWidth={280}
    />
  );
}
