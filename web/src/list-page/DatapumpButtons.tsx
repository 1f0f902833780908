// 导入 / 导出 of a list page (02 §4 bulk import dialog, export flow): the import goes to the datapump
// type the declaration names and refreshes the list when it succeeds; the export carries the page's
// current filters (empty values and paging are dropped by the dialog) and the SMS check to the
// signed-in user's phone. The dialogs load and render from their first opening (a list page shows
// without them).
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { lazyOverlay } from '@/components/lazy-overlay';
import { useSession } from '@/shell/session/use-session';

const ImportDialog = lazyOverlay(
  () => import('@/components/ImportDialog/ImportDialog').then((m) => m.ImportDialog),
  (props) => props.open,
);
const ExportDialog = lazyOverlay(
  () => import('@/components/ExportDialog/ExportDialog').then((m) => m.ExportDialog),
  (props) => props.open,
);

export interface DatapumpButtonsProps {
  title: string;
  /** data types of the datapump catalogue (the im_ex type adds Import / Export) */
  importType?: string;
  exportType?: string;
  query: Record<string, unknown>;
  onImported: () => void;
}

export function DatapumpButtons({ title, importType, exportType, query, onImported }: DatapumpButtonsProps) {
  const [open, setOpen] = useState<'import' | 'export' | undefined>();
  const phone = useSession().loaded?.userInfo.phone;
  return (
    <>
      {importType && (
        <Button icon={<UploadOutlined />} onClick={() => setOpen('import')}>
          导入
        </Button>
      )}
      {exportType && (
        <Button icon={<DownloadOutlined />} onClick={() => setOpen('export')}>
          导出
        </Button>
      )}
      {importType && (
        <ImportDialog
          open={open === 'import'}
          type={`${importType}Import`}
          templateDataType={importType}
          params={query.node ? { node: query.node } : {}}
          title={`导入${title}`}
          onClose={() => setOpen(undefined)}
          onSuccess={onImported}
        />
      )}
      {exportType && (
        <ExportDialog
          open={open === 'export'}
          dataType={exportType}
          params={query}
          menuName={title}
          mobile={phone ?? undefined}
          title={`导出${title}`}
          onClose={() => setOpen(undefined)}
        />
      )}
    </>
  );
}
