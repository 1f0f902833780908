// 图标 (icons, /icons/index, 01 §2.1, roles [1]): the icons a route or a menu record may name, with
// the pages that use each, searchable by name or page title. Clicking an icon copies its name (what a
// menu record's icon field holds).
import { Card, Flex, Input, Segmented, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { MENU_ICON_NAMES, MenuIcon } from '@/shell/layout/MenuIcon';
import { useRouteTable } from '@/shell/route-table';
import { iconUsage, searchIcons } from './icon-catalogue';
import { IconGrid, type IconEntry } from './IconGrid';

type Shown = 'all' | 'used' | 'unused';

export default function IconsPage() {
  const { declaredByName, modules } = useRouteTable();
  const [keyword, setKeyword] = useState('');
  const [shown, setShown] = useState<Shown>('all');
  const usage = useMemo(() => iconUsage([...modules, ...declaredByName.values()]), [declaredByName, modules]);

  const icons = useMemo<IconEntry[]>(
    () =>
      searchIcons(MENU_ICON_NAMES, usage, keyword)
        .filter((name) => shown === 'all' || (shown === 'used') === usage.has(name))
        .map((name) => {
          const titles = usage.get(name) ?? [];
          return {
            name,
            Icon: () => <MenuIcon name={name} />,
            hint: titles.length ? `用于：${titles.join('、')}` : '暂未使用',
          };
        }),
    [usage, keyword, shown],
  );

  return (
    <Card
      title={
        <Typography.Title level={4} style={{ margin: 0 }}>
          图标
        </Typography.Title>
      }
    >
      <Flex vertical gap={16}>
        <Flex gap={12} wrap align="center">
          <Segmented<Shown>
            value={shown}
            onChange={setShown}
            options={[
              { value: 'all', label: '全部' },
              { value: 'used', label: '已使用' },
              { value: 'unused', label: '未使用' },
            ]}
          />
          <Input.Search
            allowClear
            aria-label="搜索图标"
            placeholder="按图标名称或页面名称搜索"
            style={{ width: 280 }}
            onChange={(event) => setKeyword(event.target.value)}
          />
          <Typography.Text type="secondary">
            菜单与路由可用的图标共 {MENU_ICON_NAMES.length} 个，点击复制图标名称
          </Typography.Text>
        </Flex>
        <IconGrid icons={icons} copyText={(name) => name} />
      </Flex>
    </Card>
  );
}
