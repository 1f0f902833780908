// Image upload (01 §4 "Upload widget", §5, §8; 02 §4, §5, §8, §9): one picture card. Checks the type
// (jpg/png/jpeg; the older widget also bmp: 请上传 … 格式) and the size (default 100 KB: 图片大小不能超过
// {n}KB/M，请重新上传), uploads through uploadFile/v2 (or, `legacy`, straight to object storage with a
// /startupload/v1 token), says 上传成功, shows the server's message for a non-200 code and
// 图片上传失败，请重试 for any other failure, and then holds no file. A held image can be zoomed
// (preview) and deleted after 确认删除该图片? (提示, 确定/取消). The add button is disabled while an image
// is held, or hidden when uploadedShowBtn is false.
// Props: value ({ url, urlShow } | null) / onChange(image | undefined) as a Form.Item child; type (the
// storage kind sent with the upload, default estate); legacy; types (extensions, overrides the
// default); maxSizeKb (KB, false = no limit; default 100); hint (ReactNode, false hides it; default
// 支持 jpg/png/jpeg 格式，大小不超过100KB，最多1张); uploadedShowBtn (default true); agentId (for the
// stored name; default: lib/upload/agent); disabled; id; aria-label (default 上传图片).
import { PlusOutlined } from '@ant-design/icons';
import { Image, Upload, type UploadFile, type UploadProps } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import {
  IMAGE_DELETE_CONFIRM,
  IMAGE_MAX_COUNT,
  IMAGE_MAX_SIZE_KB,
  IMAGE_TYPES,
  IMAGE_TYPES_LEGACY,
  IMAGE_UPLOAD_LABEL,
  MSG_IMAGE_UPLOAD_SUCCESS,
  START_UPLOAD_DEFAULT_TYPE,
  msgImageHint,
} from '@/lib/constants/image-upload';
import { toUploadError } from '@/lib/upload/errors';
import { checkImageFile } from '@/lib/upload/image-check';
import { createOssUploader } from '@/lib/upload/oss';
import { uploadImage } from '@/lib/upload/upload-image';
import { useFeedback } from '../feedback';

export interface UploadedImage {
  /** What records keep (object key). */
  url: string;
  /** Where the browser can show it. */
  urlShow: string;
}

export interface ImageUploadProps {
  value?: UploadedImage | null;
  onChange?: (value: UploadedImage | undefined) => void;
  type?: string;
  legacy?: boolean;
  types?: readonly string[];
  maxSizeKb?: number | false;
  hint?: ReactNode | false;
  uploadedShowBtn?: boolean;
  agentId?: string | number;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
}

function nameOf(url: string): string {
  return url.split('/').pop() || url;
}

export function ImageUpload({
  value,
  onChange,
  type = START_UPLOAD_DEFAULT_TYPE,
  legacy = false,
  types = legacy ? IMAGE_TYPES_LEGACY : IMAGE_TYPES,
  maxSizeKb = IMAGE_MAX_SIZE_KB,
  hint,
  uploadedShowBtn = true,
  agentId,
  disabled = false,
  id,
  'aria-label': ariaLabel = IMAGE_UPLOAD_LABEL,
}: ImageUploadProps) {
  const { message, modal } = useFeedback();
  const [uploading, setUploading] = useState<UploadFile | undefined>(undefined);
  const [previewOpen, setPreviewOpen] = useState(false);
  const oss = useMemo(
    () => (legacy ? createOssUploader({ type, agentId }) : undefined),
    [legacy, type, agentId],
  );

  const fileList: UploadFile[] = uploading
    ? [uploading]
    : value
      ? [
          {
            uid: 'current',
            name: nameOf(value.url),
            status: 'done',
            url: value.urlShow,
            thumbUrl: value.urlShow,
          },
        ]
      : [];
  const full = fileList.length >= IMAGE_MAX_COUNT;

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const problem = checkImageFile(file, { types, maxSizeKb });
    if (problem) {
      void message.error(problem);
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    const picked = file as File & { uid?: string };
    setUploading({ uid: picked.uid ?? 'uploading', name: picked.name, status: 'uploading', percent: 0 });
    const pending: Promise<UploadedImage> = oss
      ? oss.upload(picked)
      : uploadImage(picked, { type, ...(agentId === undefined ? {} : { agentId }) });
    pending.then(
      (image) => {
        setUploading(undefined);
        void message.success(MSG_IMAGE_UPLOAD_SUCCESS);
        onChange?.({ url: image.url, urlShow: image.urlShow });
        onSuccess?.(image);
      },
      (error: unknown) => {
        const failure = toUploadError(error);
        // 01 §4: a failed upload leaves the widget empty.
        setUploading(undefined);
        if (failure.notice) void message.error(failure.notice);
        onError?.(failure);
      },
    );
  };

  const onRemove = () =>
    new Promise<boolean>((resolve) => {
      modal.confirm({
        ...IMAGE_DELETE_CONFIRM,
        onOk: () => {
          onChange?.(undefined);
          resolve(true);
        },
        onCancel: () => resolve(false),
      });
    });

  const hintText = hint === undefined ? msgImageHint(types, maxSizeKb, IMAGE_MAX_COUNT) : hint;

  return (
    <div>
      <Upload
        id={id}
        listType="picture-card"
        accept={types.map((ext) => `.${ext}`).join(',')}
        fileList={fileList}
        maxCount={IMAGE_MAX_COUNT}
        disabled={disabled}
        openFileDialogOnClick={!full}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onRemove={onRemove}
        onPreview={() => setPreviewOpen(true)}
        showUploadList={{ showPreviewIcon: true, showRemoveIcon: !disabled }}
      >
        {full && !uploadedShowBtn ? null : (
          <button
            type="button"
            aria-label={ariaLabel}
            disabled={full || disabled}
            style={{ border: 0, background: 'none', cursor: full || disabled ? 'not-allowed' : 'pointer' }}
          >
            <PlusOutlined aria-hidden />
            <div style={{ marginTop: 8 }}>{IMAGE_UPLOAD_LABEL}</div>
          </button>
        )}
      </Upload>
      {hintText !== false && <div style={{ color: '#8c8c8c', fontSize: 12 }}>{hintText}</div>}
      {value && (
        <Image
          styles={{ root: { display: 'none' } }}
          src={value.urlShow}
          alt={nameOf(value.url)}
          preview={{ open: previewOpen, onOpenChange: setPreviewOpen }}
        />
      )}
    </div>
  );
}
