// The smaller import widget (01 §5, 02 §4, §5): a button that takes one .xlsx / .xls file, refuses a
// second one (只支持上传一个文件!), other types (只支持上传{accept}文件) and files at or over the limit
// (上传的文件大小超过限制, default 10 MB), and uploads it at once through datapump/im_ex/v2 with the
// progress rising to 90 and then 100. Removing the file allows another upload.
// Props: type, params, accept (default '.xlsx, .xls'), maxSizeMb (default 10), buttonText, onSuccess.
import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Progress, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { IMPORT_FILE_MAX_MB, IMPORT_WIDGET_ACCEPT } from '@/lib/constants/import-export';
import { submitImEx, type DatapumpTask } from './datapump-api';
import { checkTypeAndParams, checkWidgetFiles } from './import-rules';
import { useUploadProgress } from './use-upload-progress';

export interface ImportUploadProps {
  type: string;
  params: Record<string, unknown>;
  accept?: string;
  maxSizeMb?: number;
  buttonText?: string;
  onSuccess?: (task: DatapumpTask) => void;
}

export function ImportUpload({
  type,
  params,
  accept = IMPORT_WIDGET_ACCEPT,
  maxSizeMb = IMPORT_FILE_MAX_MB,
  buttonText = '上传文件',
  onSuccess,
}: ImportUploadProps) {
  const { message } = App.useApp();
  const [held, setHeld] = useState<{ name: string; failed: boolean } | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const progress = useUploadProgress();

  const upload = async (file: File) => {
    setHeld({ name: file.name, failed: false });
    setBusy(true);
    progress.start();
    try {
      const task = await submitImEx({ type, params, file });
      progress.complete();
      onSuccess?.(task);
    } catch {
      progress.reset();
      setHeld({ name: file.name, failed: true });
    } finally {
      setBusy(false);
    }
  };

  const remove = () => {
    setHeld(undefined);
    progress.reset();
  };

  return (
    <div>
      <Upload
        accept={accept}
        showUploadList={false}
        beforeUpload={(file, batch) => {
          // antd calls this once per file of a batch: speak once, for the first
          if (file !== batch[0]) return false;
          const problem =
            checkTypeAndParams(type, params) ?? checkWidgetFiles(batch, held ? 1 : 0, accept, maxSizeMb);
          if (problem) void message.warning(problem);
          else void upload(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined aria-hidden />} loading={busy}>
          {buttonText}
        </Button>
      </Upload>
      {held && (
        <div style={{ marginTop: 8, maxWidth: 360 }}>
          <Space size={6} style={{ width: '100%', justifyContent: 'space-between' }}>
            <Typography.Text type={held.failed ? 'danger' : undefined} ellipsis style={{ maxWidth: 300 }}>
              <PaperClipOutlined aria-hidden /> {held.name}
            </Typography.Text>
            <Button
              type="text"
              size="small"
              aria-label={`删除 ${held.name}`}
              icon={<DeleteOutlined aria-hidden />}
              disabled={busy}
              onClick={remove}
            />
          </Space>
          {progress.percent !== undefined && (
            <Progress
              size="small"
              percent={progress.percent}
              status={progress.percent === 100 ? 'success' : 'active'}
            />
          )}
        </div>
      )}
    </div>
  );
}
