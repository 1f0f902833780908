// The alert lists on the spec's own calls (疫情, 身份证, 籍贯, 陌生人抓拍, 车辆预警, 烟感报警): a search form
// (community, time range and the page's own filters, 展开/收起 past three), a paged table with '-'
// for blanks and a column chooser. The pop-ups' query (depId, time) becomes the first filters, and a
// new link to the page (another pop-up) applies its filters again.
import { ReloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Col, DatePicker, Form, Input, Row, Select, Space, type TableColumnsType } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CollapseToggle } from '@/components/CollapseToggle';
import { ColumnChooser } from '@/components/ColumnChooser';
import { CommunitySelect } from '@/components/CommunitySelect/CommunitySelect';
import { DataTable } from '@/components/DataTable/DataTable';
import { usePaging } from '@/components/DataTable/use-paging';
import { SearchButtons } from '@/components/SearchButtons';
import { alertRecordsQuery, type Records } from '../api/records';
import { linkRange, rangeBounds, readAlertLink, type AlertLink, type TimeRange } from './alert-filters';

/** Search fields shown while the form is collapsed (01 §2.11 展开/收起). */
const COLLAPSED_FILTERS = 3;

export type FilterDef =
  | { kind: 'community'; name: 'depId'; label: string }
  | { kind: 'range'; name: 'time'; label: string }
  | {
      kind: 'select';
      name: string;
      label: string;
      options: readonly { value: number | string; label: string }[];
    }
  | { kind: 'text'; name: string; label: string; maxLength: number };

/** Values of the search form as the page's fetch receives them. */
export interface AlertFilters {
  depId?: number;
  begin?: string;
  end?: string;
  [name: string]: unknown;
}

export interface AlertRecordsPageProps<T extends object> {
  /** Query key prefix and form name. */
  name: string;
  title: string;
  filters: readonly FilterDef[];
  columns: TableColumnsType<T>;
  /** Column keys unticked in 列设置 at first. */
  hiddenColumns?: readonly string[];
  rowKey: keyof T & string;
  fetch: (query: AlertFilters & { page: number; limit: number }) => Promise<Records<T>>;
  /** Filters that come from elsewhere (the page's tree) and always apply. */
  scope?: AlertFilters;
  /** False while the scope is not known yet (the tree has not chosen a node). */
  enabled?: boolean;
  /** Rendered above the table (e.g. a notice). */
  extra?: ReactNode;
  /** Toolbar content before the refresh button; gets the current query. */
  toolbar?: (query: AlertFilters) => ReactNode;
  /** Row action column (处理, 详情 …); `refresh` reloads the page. */
  actions?: (row: T, refresh: () => void) => ReactNode;
  actionWidth?: number;
}

function formValues(filters: readonly FilterDef[], link: AlertLink): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  if (filters.some((f) => f.kind === 'community') && link.depId !== undefined)
    values.depId = String(link.depId);
  if (filters.some((f) => f.kind === 'range')) values.time = linkRange(link);
  return values;
}

function toFilters(filters: readonly FilterDef[], values: Record<string, unknown>): AlertFilters {
  const out: AlertFilters = {};
  for (const filter of filters) {
    const value = values[filter.name];
    if (filter.kind === 'community') out.depId = value ? Number(value) : undefined;
    else if (filter.kind === 'range') Object.assign(out, rangeBounds(value as TimeRange));
    else if (typeof value === 'string') out[filter.name] = value.trim() || undefined;
    else out[filter.name] = value ?? undefined;
  }
  return out;
}

/** The control of one filter; Form.Item hands it value, onChange and id, passed on to the input. */
function FilterControl({
  filter,
  depName,
  ...control
}: {
  filter: FilterDef;
  depName?: string;
  id?: string;
  value?: never;
  onChange?: never;
}) {
  switch (filter.kind) {
    case 'community':
      return <CommunitySelect {...control} valueLabel={depName} />;
    case 'range':
      return <DatePicker.RangePicker {...control} showTime style={{ width: '100%' }} />;
    case 'select':
      return (
        <Select {...control} options={[...filter.options]} placeholder={`请选择${filter.label}`} allowClear />
      );
    case 'text':
      return (
        <Input {...control} placeholder={`请输入${filter.label}`} maxLength={filter.maxLength} allowClear />
      );
  }
}

export function AlertRecordsPage<T extends object>(props: AlertRecordsPageProps<T>) {
  const { name, title, filters, columns, rowKey, fetch, scope, actions } = props;
  const [params] = useSearchParams();
  const linkKey = params.toString();
  const link = useMemo(() => readAlertLink(new URLSearchParams(linkKey)), [linkKey]);
  const [form] = Form.useForm();
  const [collapsed, setCollapsed] = useState(true);
  const [search, setSearch] = useState<AlertFilters>(() => toFilters(filters, formValues(filters, link)));
  const { page, pageSize, setPage, pager } = usePaging();
  const allKeys = columns.map((c) => String(c.key));
  const [shown, setShown] = useState<string[]>(() =>
    allKeys.filter((k) => !props.hiddenColumns?.includes(k)),
  );

  // A (new) pop-up link: its community and time become the filters again.
  useEffect(() => {
    const values = formValues(filters, link);
    form.resetFields();
    form.setFieldsValue(values);
    setSearch(toFilters(filters, values));
    setPage(1);
  }, [link, filters, form, setPage]);

  const query = { ...search, ...scope, page, limit: pageSize };
  const list = useQuery({
    ...alertRecordsQuery(name, fetch, query),
    placeholderData: keepPreviousData,
    enabled: props.enabled ?? true,
  });
  const refresh = () => void list.refetch();

  const run = () => {
    setSearch(toFilters(filters, form.getFieldsValue() as Record<string, unknown>));
    setPage(1);
  };
  const visibleFilters = collapsed ? filters.slice(0, COLLAPSED_FILTERS) : filters;
  const tableColumns: TableColumnsType<T> = [
    ...columns.filter((c) => shown.includes(String(c.key))),
    ...(actions
      ? [
          {
            key: 'actions',
            title: '操作',
            fixed: 'right' as const,
            width: props.actionWidth ?? 120,
            render: (_: unknown, row: T) => <Space size={0}>{actions(row, refresh)}</Space>,
          },
        ]
      : []),
  ];

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Card size="small">
        <Form form={form} name={`${name}-search`} onFinish={run}>
          <Row gutter={[16, 8]} style={{ width: '100%' }}>
            {visibleFilters.map((filter) => (
              <Col
                key={filter.name}
                xs={24}
                md={12}
                xl={filter.kind === 'range' ? 10 : 6}
                xxl={filter.kind === 'range' ? 8 : 6}
              >
                <Form.Item name={filter.name} label={filter.label} style={{ marginBottom: 0 }}>
                  <FilterControl filter={filter} depName={link.depName} />
                </Form.Item>
              </Col>
            ))}
            <Col xs={24} md={12} xl={6}>
              <Space>
                <SearchButtons
                  onReset={() => {
                    form.resetFields();
                    run();
                  }}
                >
                  {filters.length > COLLAPSED_FILTERS && (
                    <CollapseToggle collapsed={collapsed} onToggle={setCollapsed} />
                  )}
                </SearchButtons>
              </Space>
            </Col>
          </Row>
        </Form>
      </Card>
      {props.extra}
      <Card
        size="small"
        title={title}
        extra={
          <Space wrap>
            {props.toolbar?.(query)}
            <Button icon={<ReloadOutlined />} aria-label="刷新" onClick={refresh} />
            <ColumnChooser
              columns={columns.map((c) => ({ key: String(c.key), title: String(c.title) }))}
              value={shown}
              onChange={setShown}
            />
          </Space>
        }
      >
        <DataTable<T>
          rowKey={rowKey}
          size="middle"
          loading={list.isFetching}
          dataSource={list.data?.rows ?? []}
          columns={tableColumns}
          scroll={{ x: 'max-content' }}
          pagination={pager(list.data?.total ?? 0)}
        />
      </Card>
    </Space>
  );
}
