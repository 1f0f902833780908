// One tab of the Report page: the import or export tasks with status, row counts, times and the file
// link (export file, or the import's error report); import rows with errors expand to list them.
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { DataTable } from '@/components/DataTable/DataTable';
import { downloadTaskFile } from '@/components/ImportDialog/datapump-api';
import type { DatapumpTask, TaskType } from './api/get-tasks';

const STATUS_TAGS = [
  { color: 'processing', text: '处理中' },
  { color: 'success', text: '已完成' },
  { color: 'error', text: '失败' },
] as const;

export interface TaskTableProps {
  taskType: TaskType;
  records: DatapumpTask[];
  loading: boolean;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number, pageSize: number) => void;
}

/** Counts mean nothing while the task is processing: shown as '-'. */
const count = (value: number, task: DatapumpTask) => (task.status === 0 ? '' : value);

/** Tag per status; a failure also shows its reason (the text after 导入失败：/ 导出失败：). */
function StatusCell({ task }: { task: DatapumpTask }) {
  const tag = STATUS_TAGS[task.status];
  return (
    <Space orientation="vertical" size={2}>
      <Tag color={tag.color} title={task.statusText} style={{ marginInlineEnd: 0 }}>
        {tag.text}
      </Tag>
      {task.status === 2 && (
        <Typography.Text type="danger" style={{ fontSize: 12 }}>
          {task.statusText}
        </Typography.Text>
      )}
    </Space>
  );
}

/** Submitted and finished times in one cell, so the file name keeps its room. */
function TimesCell({ task }: { task: DatapumpTask }) {
  return (
    <Space orientation="vertical" size={0}>
      <span>提交 {task.createTime}</span>
      <Typography.Text type="secondary">完成 {task.finishTime ?? '-'}</Typography.Text>
    </Space>
  );
}

function RowErrors({ task }: { task: DatapumpTask }) {
  return (
    <div style={{ padding: '4px 8px' }}>
      <Typography.Text strong>失败明细</Typography.Text>
      <ul aria-label="失败明细" style={{ margin: '6px 0 0', paddingInlineStart: 20 }}>
        {task.rowErrors.map((e) => (
          <li key={`${e.row}-${e.message}`}>
            第 {e.row} 行：{e.message}
          </li>
        ))}
      </ul>
      {task.failCount > task.rowErrors.length && (
        <Alert
          style={{ marginTop: 8 }}
          type="info"
          showIcon
          title={`仅显示前 ${task.rowErrors.length} 条，共 ${task.failCount} 条，完整列表请下载错误报告`}
        />
      )}
    </div>
  );
}

export function TaskTable({ taskType, records, loading, page, pageSize, total, onPage }: TaskTableProps) {
  const isImport = taskType === 'import';
  const columns: TableColumnsType<DatapumpTask> = [
    { title: '数据类型', dataIndex: 'dataTypeName', width: 100 },
    { title: '文件名', dataIndex: 'fileName', ellipsis: { showTitle: true } },
    { title: '状态', key: 'status', width: 200, render: (_, task) => <StatusCell task={task} /> },
    ...(isImport
      ? [
          { title: '总行数', dataIndex: 'totalCount', width: 76, render: count },
          { title: '成功', dataIndex: 'successCount', width: 64, render: count },
          {
            title: '失败',
            dataIndex: 'failCount',
            width: 64,
            render: (value: number, task: DatapumpTask) =>
              task.status === 0 ? (
                ''
              ) : (
                <Typography.Text type={value ? 'danger' : undefined}>{value}</Typography.Text>
              ),
          },
        ]
      : [{ title: '导出行数', dataIndex: 'totalCount', width: 90, render: count }]),
    { title: '时间', key: 'time', width: 210, render: (_, task) => <TimesCell task={task} /> },
    {
      title: '操作',
      key: 'actions',
      width: 130,
      render: (_, task) =>
        task.downloadUrl ? (
          <Button
            type="link"
            size="small"
            icon={<DownloadOutlined aria-hidden />}
            style={{ paddingInline: 0 }}
            onClick={() => void downloadTaskFile(task.taskId).catch(() => undefined)}
          >
            {isImport ? '下载错误报告' : '下载'}
          </Button>
        ) : (
          ''
        ),
    },
  ];

  return (
    <DataTable<DatapumpTask>
      rowKey="taskId"
      size="middle"
      loading={loading}
      columns={columns}
      dataSource={records}
      scroll={{ x: 960 }}
      expandable={
        isImport
          ? {
              rowExpandable: (task) => task.rowErrors.length > 0,
              expandedRowRender: (task) => <RowErrors task={task} />,
            }
          : undefined
      }
      pagination={{ page, pageSize, total, onChange: onPage }}
    />
  );
}
