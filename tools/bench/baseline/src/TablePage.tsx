// A list page: a small antd Tree beside an antd Table.
import { Table, Tree } from 'antd';

const TREE = [{ key: 'c1', title: '小区1', children: [{ key: 'b1', title: '1栋' }] }];
const ROWS = Array.from({ length: 50 }, (_, i) => ({ key: i, name: `住户${i + 1}`, room: `${i + 101}` }));
const COLUMNS = [
  { title: '姓名', dataIndex: 'name' },
  { title: '房号', dataIndex: 'room' },
];

export default function TablePage() {
  return (
    <div style={{ display: 'flex', gap: 16 }}>
      <Tree treeData={TREE} defaultExpandAll style={{ width: 240 }} />
      <Table style={{ flex: 1 }} dataSource={ROWS} columns={COLUMNS} />
    </div>
  );
}
