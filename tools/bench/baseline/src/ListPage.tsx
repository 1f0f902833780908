// A list page loaded on demand: an antd Table of the answer of one list request to the mock server
// (what cold.ts compares the console's 住户管理 with; the request and its answer: bench-list.ts).
import { Table } from 'antd';
import { useBenchList } from './bench-list';

const COLUMNS = ['userName', 'phone', 'cardNo', 'userType', 'depName', 'roomName', 'createTime'].map(
  (key) => ({ title: key, dataIndex: key, key }),
);

export default function ListPage() {
  const { rows, loading } = useBenchList();
  return (
    <Table
      data-bench-list
      rowKey={(row) => String(row.id)}
      loading={loading}
      dataSource={rows}
      columns={COLUMNS}
      pagination={{ pageSize: 15 }}
    />
  );
}
