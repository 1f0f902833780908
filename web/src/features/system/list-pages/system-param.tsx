// 系统参数 (02 §2 参数设置 parameters): the platform's key-value parameters by group. Values must match
// their type, and built-in parameters (系统内置 是) keep their key and cannot be deleted: the page offers
// no 删除 for them and the server refuses both with its message.
import { Typography } from 'antd';
import { createResourcePage } from '@/list-page/create-page';
import type { Row } from '@/list-page/types';

/** Long JSON values stay on one line in the table; the detail shows them whole. */
function ValueCell({ row }: { row: Row }) {
  return (
    <Typography.Text
      code={row.valueType === 4}
      ellipsis={{ tooltip: String(row.paramValue) }}
      style={{ maxWidth: 260 }}
    >
      {String(row.paramValue)}
    </Typography.Text>
  );
}

export default createResourcePage({
  resource: 'SystemParam',
  route: 'SystemParameters',
  columns: [
    'paramName',
    'paramKey',
    { key: 'paramValue', render: (_, row) => <ValueCell row={row} /> },
    'valueType',
    'category',
    'builtIn',
    'remark',
    'updateTime',
  ],
  search: ['paramName', 'paramKey', 'category', 'builtIn'],
  form: ['paramName', 'paramKey', 'paramValue', 'valueType', 'category', 'remark'],
  deletable: (row) => row.builtIn !== 1,
});
