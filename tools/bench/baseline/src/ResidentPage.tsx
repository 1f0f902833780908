// The console's 住户管理 built from antd alone, loaded on demand: what cold.ts measures the console's
// cold module page against besides the bare Table page (ListPage). The same content an operator sees:
// a community tree panel (filter, three tool buttons, the count, 40 communities in a virtual Tree), the
// search card (three fields, 查询 / 重置 / 展开), the table card (title, six tool buttons) and a table of
// the same list answer with the console's columns (selection, sortable 姓名, type tags, ellipsis, the
// 操作 column fixed on the right with its link buttons, header sticky to the scroll container, sideways
// scroll over the column widths) and the pager below it (total, sizes, jumper). No console code: its
// framework, shell and declarations are what the ratio to this page shows.
import {
  DeleteOutlined,
  DownloadOutlined,
  DownOutlined,
  FilterOutlined,
  HomeOutlined,
  MenuFoldOutlined,
  PlusOutlined,
  ReloadOutlined,
  SearchOutlined,
  SettingOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { Button, Card, Form, Input, Pagination, Select, Space, Table, Tag, Tooltip, Tree } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { useBenchList, type Row } from './bench-list';

const COMMUNITIES = Array.from({ length: 40 }, (_, i) => ({
  key: `dep:${1499 + i}`,
  title: `小区${i + 1}`,
  icon: <HomeOutlined />,
  isLeaf: false,
}));
const TYPES: Record<number, { label: string; color?: string }> = {
  1: { label: '业主' },
  2: { label: '家属' },
  3: { label: '租客', color: 'blue' },
  4: { label: '临时客人' },
  5: { label: '代理人', color: 'red' },
};
const SOURCES: Record<number, string> = { 1: '后台录入', 2: '批量导入', 3: '小程序登记', 4: '授权审核' };
const text = (value: unknown) =>
  value === null || value === undefined || value === '' ? '-' : String(value);

const COLUMNS: TableColumnsType<Row> = [
  { title: '姓名', dataIndex: 'userName', width: 96, ellipsis: true, sorter: true },
  { title: '手机号', dataIndex: 'phone', width: 128, ellipsis: true, render: text },
  { title: '身份证号', dataIndex: 'cardNo', width: 184, ellipsis: true, render: text },
  {
    title: '住户类型',
    dataIndex: 'userType',
    width: 96,
    render: (value: number) => <Tag color={TYPES[value]?.color}>{TYPES[value]?.label ?? '-'}</Tag>,
  },
  { title: '所属小区', dataIndex: 'depName', width: 96, ellipsis: true, render: text },
  { title: '房屋', dataIndex: 'roomName', width: 144, ellipsis: true, render: text },
  { title: '授权截止', dataIndex: 'authEndTime', width: 96, ellipsis: true, render: text },
  { title: '来源', dataIndex: 'source', width: 96, render: (value: number) => SOURCES[value] ?? '-' },
  { title: '创建时间', dataIndex: 'createTime', width: 176, render: text },
  {
    title: '操作',
    key: 'actions',
    fixed: 'right',
    width: 200,
    render: (_: unknown, row: Row) => (
      <Space size={4} wrap>
        <Button type="link" size="small">
          详情
        </Button>
        <Button type="link" size="small">
          编辑
        </Button>
        <Button type="link" size="small" danger>
          删除
        </Button>
        {row.userType === 1 && <a href={`#/landlord/add/${String(row.id)}`}>设为房东</a>}
      </Space>
    ),
  },
];
const SCROLL_X = COLUMNS.reduce((sum, column) => sum + Number(column.width ?? 0), 32);
const STICKY = { getContainer: () => document.querySelector<HTMLElement>('[data-bench-scroll]') ?? window };

function TreePanel() {
  return (
    <aside aria-label="小区树" style={{ width: 232, flex: 'none', background: '#fff', padding: 8 }}>
      <Space.Compact block>
        <Input size="small" placeholder="请输入关键词" allowClear />
        <Button size="small" type="text" icon={<ReloadOutlined />} aria-label="刷新" />
        <Button size="small" type="text" icon={<FilterOutlined />} aria-label="高级查询" />
        <Button size="small" type="text" icon={<MenuFoldOutlined />} aria-label="收起" />
      </Space.Compact>
      <div style={{ fontSize: 12, color: '#999', margin: '4px 0' }}>当前小区数：{COMMUNITIES.length}</div>
      <Tree showIcon treeData={COMMUNITIES} height={600} itemHeight={36} defaultSelectedKeys={['dep:1499']} />
    </aside>
  );
}

function SearchCard() {
  return (
    <Card size="small">
      <Form layout="inline">
        <Form.Item label="姓名" name="userName">
          <Input placeholder="请输入姓名" allowClear />
        </Form.Item>
        <Form.Item label="手机号" name="phone">
          <Input placeholder="请输入手机号" allowClear />
        </Form.Item>
        <Form.Item label="住户类型" name="userType">
          <Select
            placeholder="请选择住户类型"
            allowClear
            style={{ width: 200 }}
            options={Object.entries(TYPES).map(([value, { label }]) => ({ value, label }))}
          />
        </Form.Item>
        <Space>
          <Button type="primary" icon={<SearchOutlined />}>
            查询
          </Button>
          <Button>重置</Button>
          <Button type="link">
            展开 <DownOutlined />
          </Button>
        </Space>
      </Form>
    </Card>
  );
}

/** `ownScroll`: the page scrolls in a box of its own (in the bare layout); in the console's frame its content scrolls. */
export default function ResidentPage({ ownScroll = true }: { ownScroll?: boolean }) {
  const { rows, total, loading } = useBenchList();
  const [selected, setSelected] = useState<React.Key[]>([]);
  const page = (
    <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
      <TreePanel />
      <div style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 12 }}>
        <SearchCard />
        <Card
          size="small"
          title="住户（小区1）"
          extra={
            <Space>
              <Button type="primary" icon={<PlusOutlined />}>
                新增
              </Button>
              <Button icon={<DeleteOutlined />} disabled={selected.length === 0}>
                批量删除
              </Button>
              <Button icon={<UploadOutlined />}>导入</Button>
              <Button icon={<DownloadOutlined />}>导出</Button>
              <Tooltip title="刷新">
                <Button icon={<ReloadOutlined />} aria-label="刷新" />
              </Tooltip>
              <Button icon={<SettingOutlined />}>列设置</Button>
            </Space>
          }
        >
          <Table<Row>
            data-bench-resident
            rowKey={(row) => String(row.id)}
            loading={loading}
            dataSource={rows}
            columns={COLUMNS}
            rowSelection={{ selectedRowKeys: selected, onChange: setSelected }}
            scroll={{ x: SCROLL_X }}
            sticky={STICKY}
            pagination={false}
          />
          <Pagination
            style={{ marginTop: 12, justifyContent: 'flex-end' }}
            total={total}
            pageSize={15}
            showSizeChanger
            showQuickJumper
            pageSizeOptions={[15, 30, 50, 100]}
            showTotal={(count) => `共 ${count} 条`}
          />
        </Card>
      </div>
    </div>
  );
  if (!ownScroll) return page;
  return (
    // the page scrolls in its own box, as the console's page does in its layout's content
    <div data-bench-scroll style={{ height: 'calc(100vh - 160px)', overflow: 'auto' }}>
      {page}
    </div>
  );
}
