// 人员查询 (02 §2 PeoSearch): people across 住户, 房东, 员工, 访客 and 授权申请, joined by ID number
// (peopleSearch); the name opens 人员详情 (PeoSearchDetail/:cardId).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, Select, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { generatePath } from 'react-router-dom';
import { useShellNavigate } from '@/shell/navigation/use-shell-navigate';
import { DataTable } from '@/components/DataTable/DataTable';
import { usePaging } from '@/components/DataTable/use-paging';
import { SearchButtons } from '@/components/SearchButtons';
import type { components } from '@zhsq/contract/api';
import { useRouteTable } from '@/shell/route-table';
import { peopleQuery } from './people-queries';

type Person = components['schemas']['PeopleSummary'];
type Role = NonNullable<Person['roles']>[number];

export const PEOPLE_ROLES: readonly Role[] = ['住户', '房东', '员工', '访客', '授权申请人'];
const ROLE_COLOURS: Record<Role, string> = {
  住户: 'blue',
  房东: 'gold',
  员工: 'green',
  访客: 'purple',
  授权申请人: 'cyan',
};

export default function PeoSearchPage() {
  const navigate = useShellNavigate();
  const detail = useRouteTable().byName.get('PeoSearchDetail');
  const [form] = Form.useForm<{ keyword?: string; role?: Role }>();
  const [query, setQuery] = useState<{ keyword?: string; role?: Role }>({});
  const { page, pageSize, setPage, pager } = usePaging();
  const list = useQuery({
    ...peopleQuery(query, page, pageSize),
    placeholderData: keepPreviousData,
  });
  const open = (cardId: string) => detail && void navigate(generatePath(detail.path, { cardId }));
  const columns: ColumnsType<Person> = [
    {
      key: 'name',
      title: '姓名',
      render: (_, p) =>
        detail ? (
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => open(p.cardId)}>
            {p.name}
          </Button>
        ) : (
          p.name
        ),
    },
    { key: 'gender', title: '性别', render: (_, p) => (p.gender === 1 ? '男' : '女') },
    { key: 'cardId', dataIndex: 'cardId', title: '身份证号' },
    { key: 'phone', dataIndex: 'phone', title: '手机号' },
    { key: 'birthday', dataIndex: 'birthday', title: '出生日期' },
    { key: 'nativePlace', dataIndex: 'nativePlace', title: '籍贯' },
    {
      key: 'roles',
      title: '身份',
      render: (_, p) =>
        p.roles.map((r) => (
          <Tag key={r} color={ROLE_COLOURS[r]}>
            {r}
          </Tag>
        )),
    },
    { key: 'depNames', dataIndex: 'depNames', title: '相关小区', ellipsis: true },
    { key: 'lastActiveTime', dataIndex: 'lastActiveTime', title: '最近登记' },
  ];
  const run = () => {
    setQuery(form.getFieldsValue());
    setPage(1);
  };
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Card size="small">
        <Form form={form} layout="inline" name="people-search" onFinish={run}>
          <Form.Item name="keyword" label="关键字">
            <Input placeholder="姓名、手机号或身份证号" allowClear maxLength={30} style={{ width: 260 }} />
          </Form.Item>
          <Form.Item name="role" label="身份">
            <Select
              placeholder="全部"
              allowClear
              style={{ width: 160 }}
              options={PEOPLE_ROLES.map((r) => ({ value: r, label: r }))}
            />
          </Form.Item>
          <Space>
            <SearchButtons
              onReset={() => {
                form.resetFields();
                run();
              }}
            />
          </Space>
        </Form>
      </Card>
      <Card size="small" title="人员查询">
        <DataTable<Person>
          rowKey="cardId"
          size="middle"
          loading={list.isFetching}
          dataSource={list.data?.records ?? []}
          columns={columns}
          scroll={{ x: 'max-content' }}
          pagination={pager(list.data?.total ?? 0)}
        />
      </Card>
    </Space>
  );
}
