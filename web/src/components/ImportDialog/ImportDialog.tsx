// Bulk import dialog (02 §4 "Bulk import dialog", §5 import messages, §7 datapump/im_ex/v2): choose one
// file (Excel .xls/.xlsx, or a .zip of photos), validate it, upload it as multipart (type, params as
// JSON text, file) with progress rising by 10 to 90, set to 100 on success code '0', then close.
// Failures keep the dialog open with the reason: the server's message (the request layer shows it),
// or why the upload got no answer. The task itself is
// announced over the notice channel and listed on the Report page.
// Props: open, type (e.g. residentImport), params (import params, e.g. { depId }), templateDataType
// (shows 下载导入模板), fileKind 'excel' | 'zip', maxSizeMb, hints (02 §5), title, onClose, onSuccess.
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { App, Button, Progress, Space, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import {
  IMPORT_EXCEL_EXTENSIONS,
  IMPORT_FILE_MAX_MB,
  IMPORT_PROGRESS_INTERVAL_MS,
  IMPORT_ZIP_EXTENSION,
  IMPORT_ZIP_MAX_MB,
  type ImportHint,
} from '@/lib/constants/import-export';
import { unshownFailureText } from '@/lib/api/unshown-failure';
import { ACTION_MESSAGES } from '@/lib/constants/request';
import { DraggableModal } from '../DraggableModal/DraggableModal';
import { downloadImportTemplate, submitImEx, type DatapumpTask } from './datapump-api';
import { ImportHints } from './ImportHints';
import { checkDialogFile, checkTypeAndParams, type ImportFileKind } from './import-rules';
import { useUploadProgress } from './use-upload-progress';

export interface ImportDialogProps {
  open: boolean;
  /** im_ex type, e.g. residentImport */
  type: string;
  params: Record<string, unknown>;
  /** data type whose import template 下载导入模板 fetches; no link when absent */
  templateDataType?: string;
  fileKind?: ImportFileKind;
  /** size limit in MB (default 10 for Excel, 35 for zip) */
  maxSizeMb?: number;
  hints?: readonly ImportHint[];
  title?: string;
  onClose: () => void;
  onSuccess?: (task: DatapumpTask) => void;
}

export function ImportDialog({
  open,
  type,
  params,
  templateDataType,
  fileKind = 'excel',
  maxSizeMb,
  hints = ['rows'],
  title = '批量导入',
  onClose,
  onSuccess,
}: ImportDialogProps) {
  const { message } = App.useApp();
  const [file, setFile] = useState<File | undefined>(undefined);
  const [uploading, setUploading] = useState(false);
  const progress = useUploadProgress();
  const { reset } = progress;
  const accept = fileKind === 'zip' ? IMPORT_ZIP_EXTENSION : IMPORT_EXCEL_EXTENSIONS.join(',');
  const limit = maxSizeMb ?? (fileKind === 'zip' ? IMPORT_ZIP_MAX_MB : IMPORT_FILE_MAX_MB);

  // every opening starts empty
  useEffect(() => {
    if (open) {
      setFile(undefined);
      setUploading(false);
      reset();
    }
  }, [open, reset]);

  const submit = async () => {
    const problem = checkTypeAndParams(type, params) ?? checkDialogFile(file, fileKind, maxSizeMb);
    if (problem) {
      void message.warning(problem);
      return;
    }
    setUploading(true);
    progress.start();
    try {
      const task = await submitImEx({ type, params, file });
      progress.complete();
      // 100 shows for one step before the dialog closes (02 §4: 100 on success, then closed)
      setTimeout(() => {
        setUploading(false);
        onSuccess?.(task);
        onClose();
      }, IMPORT_PROGRESS_INTERVAL_MS);
    } catch (error) {
      progress.reset();
      setUploading(false);
      const text = unshownFailureText(error, ACTION_MESSAGES.upload.failure);
      if (text) void message.error(text);
    }
  };

  return (
    <DraggableModal
      open={open}
      title={title}
      width={560}
      mask={{ closable: false }}
      closable={!uploading}
      onCancel={() => !uploading && onClose()}
      footer={
        <Space>
          <Button onClick={onClose} disabled={uploading}>
            取消
          </Button>
          <Button type="primary" loading={uploading} onClick={() => void submit()}>
            开始导入
          </Button>
        </Space>
      }
      destroyOnHidden
    >
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        {templateDataType && (
          <Typography.Text>
            请先下载导入模板，按模板填写后上传：
            <Button
              type="link"
              icon={<DownloadOutlined aria-hidden />}
              onClick={() => void downloadImportTemplate(templateDataType).catch(() => undefined)}
              style={{ paddingInline: 4 }}
            >
              下载导入模板
            </Button>
          </Typography.Text>
        )}
        <Upload.Dragger
          accept={accept}
          multiple={false}
          maxCount={1}
          disabled={uploading}
          beforeUpload={(chosen) => {
            setFile(chosen);
            return false;
          }}
          onRemove={() => setFile(undefined)}
          fileList={file ? [{ uid: 'chosen', name: file.name, status: 'done' }] : []}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined aria-hidden />
          </p>
          <p className="ant-upload-text">点击或将文件拖拽到此处</p>
          <p className="ant-upload-hint">
            {fileKind === 'zip'
              ? `支持 .zip 压缩包，大小不超过${limit}M`
              : `支持 .xls、.xlsx 格式，大小不超过${limit}M`}
          </p>
        </Upload.Dragger>
        {progress.percent !== undefined && (
          <Progress percent={progress.percent} status={progress.percent === 100 ? 'success' : 'active'} />
        )}
        <ImportHints hints={hints} />
      </Space>
    </DraggableModal>
  );
}
