// 报表中心 (/report/index, 01 §2.1 "tabs Import and Export", §2.11 "Report page import/export tabs", §8
// the import/export messages link here): the account's import and export tasks with status, row
// counts, per-row errors and file downloads; 刷新; the lists refresh when a task message arrives and
// while a task is processing. 导入住户 / 导出住户 open the shared import and export dialogs (02 §4).
// While the page is open the report-ready dot of the task menu stays down (01 §4); ?tab=import|export
// picks the tab.
import { ExportOutlined, ImportOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space, Tabs, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ExportDialog } from '@/components/ExportDialog/ExportDialog';
import { ImportDialog } from '@/components/ImportDialog/ImportDialog';
import { REPORT_TABS } from '@/lib/constants/import-export';
import { TABLE_PAGE_SIZE } from '@/lib/constants/tables';
import { pushFlags, usePushFlags } from '@/shell/realtime/flags-store';
import { onTaskMessage } from '@/shell/realtime/realtime-session';
import { useLoadedSession } from '@/shell/session/use-session';
import { TASKS_KEY, useTasks, type TaskType } from './api/get-tasks';
import { TaskTable } from './TaskTable';

/** The residents actions this page offers (the resident module reuses the same dialogs). */
const RESIDENT = { dataType: 'resident', importType: 'residentImport', menuName: '住户管理' } as const;

/** 138****8000 for the SMS dialog's prefilled number (02 §5: a star-masked number is accepted). */
export function maskPhone(phone: string): string {
  return /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone;
}

function isTaskType(value: string | null): value is TaskType {
  return value === 'import' || value === 'export';
}

function TaskTab({ taskType }: { taskType: TaskType }) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(TABLE_PAGE_SIZE);
  const tasks = useTasks(taskType, page, pageSize);
  return (
    <TaskTable
      taskType={taskType}
      records={tasks.data?.records ?? []}
      loading={tasks.isFetching}
      page={page}
      pageSize={pageSize}
      total={tasks.data?.total ?? 0}
      onPage={(next, size) => {
        setPage(next);
        setPageSize(size);
      }}
    />
  );
}

export default function ReportPage() {
  const queryClient = useQueryClient();
  const { userInfo } = useLoadedSession();
  const [search, setSearch] = useSearchParams();
  const tabParam = search.get('tab');
  const tab: TaskType = isTaskType(tabParam) ? tabParam : 'import';
  const [importOpen, setImportOpen] = useState(false);
  const [exportOpen, setExportOpen] = useState(false);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: TASKS_KEY });

  // while the page is open its reports are seen: the report-ready dot (01 §4) does not stay up
  const { reportReady } = usePushFlags();
  useEffect(() => {
    if (reportReady) pushFlags.clear('reportReady');
  }, [reportReady]);
  useEffect(
    () => onTaskMessage(() => void queryClient.invalidateQueries({ queryKey: TASKS_KEY })),
    [queryClient],
  );

  return (
    <Card
      title={
        <Typography.Title level={4} style={{ margin: 0 }}>
          报表中心
        </Typography.Title>
      }
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setSearch({ tab: key }, { replace: true })}
        tabBarExtraContent={
          <Space>
            {tab === 'import' ? (
              <Button icon={<ImportOutlined aria-hidden />} onClick={() => setImportOpen(true)}>
                导入住户
              </Button>
            ) : (
              <Button icon={<ExportOutlined aria-hidden />} onClick={() => setExportOpen(true)}>
                导出住户
              </Button>
            )}
            <Button icon={<ReloadOutlined aria-hidden />} onClick={refresh}>
              刷新
            </Button>
          </Space>
        }
        items={[
          { key: 'import', label: REPORT_TABS.import, children: <TaskTab taskType="import" /> },
          { key: 'export', label: REPORT_TABS.export, children: <TaskTab taskType="export" /> },
        ]}
      />
      <ImportDialog
        open={importOpen}
        title="导入住户"
        type={RESIDENT.importType}
        params={{}}
        templateDataType={RESIDENT.dataType}
        hints={['rows', 'authPeriod']}
        onClose={() => setImportOpen(false)}
        onSuccess={refresh}
      />
      <ExportDialog
        open={exportOpen}
        title="导出住户"
        dataType={RESIDENT.dataType}
        params={{}}
        menuName={RESIDENT.menuName}
        mobile={maskPhone(userInfo.phone ?? '')}
        onClose={() => setExportOpen(false)}
        onSuccess={() => {
          setSearch({ tab: 'export' }, { replace: true });
          refresh();
        }}
      />
    </Card>
  );
}
