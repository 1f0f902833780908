// A list page loaded on demand: an antd Table of the answer of one list request to the mock server
// (what cold.ts compares the console's 住户管理 with). The request is the one the console made, handed
// over by the bench in sessionStorage `bench-list` ({ url, headers }), or in localStorage where the page
// opens in a tab of its own (the Lighthouse section); the static server proxies /api.
import { Table } from 'antd';
import { useEffect, useState } from 'react';

interface ListRequest {
  url: string;
  headers: Record<string, string>;
}
type Row = Record<string, unknown> & { id?: string | number };

const COLUMNS = ['userName', 'phone', 'cardNo', 'userType', 'depName', 'roomName', 'createTime'].map(
  (key) => ({ title: key, dataIndex: key, key }),
);

export default function ListPage() {
  const [rows, setRows] = useState<Row[]>([]);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    const request = JSON.parse(
      sessionStorage.getItem('bench-list') ?? localStorage.getItem('bench-list') ?? 'null',
    ) as ListRequest | null;
    if (!request) return;
    void fetch(request.url, { headers: request.headers })
      .then((response) => response.json())
      .then((answer: { object?: { records?: Row[] }; data?: { records?: Row[] } }) => {
        setRows((answer.object ?? answer.data)?.records ?? []);
        setLoading(false);
      });
  }, []);
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
