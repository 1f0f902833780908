// 拍照 (01 §2.11, §9; 02 §3 photo capture params, §8): takes photos with the desktop client's camera.
// Only inside the desktop client (else 请在QT客户端进行拍照; Mac → 请切换到 Windows 系统使用). The
// helper shoots over its websocket (take_photo, quality 80) and uploads each photo itself to
// uploadFile/v1?type=account_info; the widget shows the uploaded photos with zoom and delete (confirm
// 确认删除该图片?). 去除背景 (01 §2.11 optional remove-background) asks the helper to cut the person out onto a
// plain background (take_photo removeBackground). With `faceCheck` each new photo goes through checkFace: '0' 采集成功, '3145' the
// 人脸校验达到上限 dialog, others the server message — a photo that fails the check is not kept.
import { CameraOutlined, DeleteOutlined, ZoomInOutlined } from '@ant-design/icons';
import { App, Button, Flex, Image, Modal, Switch, Tooltip, Typography } from 'antd';
import { useEffect, useId, useMemo, useState } from 'react';
import {
  CAMERA_FILE_FIELD,
  CAMERA_FILE_PREFIX,
  CAMERA_IMAGE_QUALITY,
  CAMERA_UPLOAD_PATH,
  CAMERA_UPLOAD_TYPE,
  FACE_CHECK_LIMIT_TEXT,
  FACE_CHECK_LIMIT_TITLE,
  MSG_PHOTO_UPLOAD_FAILED,
} from '@/lib/constants/desktop';
import { IMAGE_DELETE_CONFIRM } from '@/lib/constants/image-upload';
import { API_BASE, SESSION_ID_PARAM } from '@/lib/constants/request';
import { checkDesktopClient, currentEnvironment } from '@/lib/desktop/environment';
import { helperSocket } from '@/lib/desktop/instance';
import { DesktopError } from '@/lib/desktop/local-fetch';
import { getToken } from '@/lib/storage';
import { checkFace } from '../api/check-face';
import { QtInstallPrompt } from '@/shell/desktop/InstallPrompts';
import { usePageActive } from '@/shell/keep-alive/page-active';

export interface CapturedPhoto {
  /** Storage address (saved with the business data). */
  url: string;
  /** Display address. */
  urlShow: string;
  fileName?: string;
}

export interface CameraCaptureProps {
  value?: CapturedPhoto[];
  onChange?: (photos: CapturedPhoto[]) => void;
  /** Photos the widget holds at most (default 1). */
  maxCount?: number;
  /** Check each new photo with checkFace (face collection). */
  faceCheck?: boolean;
}

const SIZE = 104;

/** The upload address the helper posts each photo to (01 §7: uploadFile/v1, query sessionId and type). */
export function cameraUploadUrl(token: string, origin = globalThis.location.origin): string {
  const url = new URL(`${API_BASE}${CAMERA_UPLOAD_PATH}`, origin);
  url.searchParams.set(SESSION_ID_PARAM, token);
  url.searchParams.set('type', CAMERA_UPLOAD_TYPE);
  return url.toString();
}

/** One taken photo: its picture (zoomable) with 放大 and 删除. */
function PhotoCard(props: {
  photo: CapturedPhoto;
  index: number;
  zoomed: boolean;
  onZoom: (open: boolean) => void;
  onRemove: () => void;
}) {
  const { photo, index, zoomed, onZoom, onRemove } = props;
  return (
    <Flex
      vertical
      align="center"
      gap={4}
      style={{ width: SIZE, padding: 4, border: '1px solid #d9d9d9', borderRadius: 8 }}
    >
      <Image
        src={photo.urlShow}
        alt={photo.fileName ?? `照片${index + 1}`}
        width={SIZE - 10}
        height={SIZE - 34}
        style={{ objectFit: 'cover', borderRadius: 4 }}
        preview={{
          open: zoomed,
          onOpenChange: (open) => onZoom(open),
        }}
      />
      <Flex gap={4}>
        <Tooltip title="放大">
          <Button
            size="small"
            type="text"
            aria-label="放大"
            icon={<ZoomInOutlined />}
            onClick={() => onZoom(true)}
          />
        </Tooltip>
        <Tooltip title="删除">
          <Button
            size="small"
            type="text"
            danger
            aria-label="删除"
            icon={<DeleteOutlined />}
            onClick={onRemove}
          />
        </Tooltip>
      </Flex>
    </Flex>
  );
}

/** With the face check on, only the photos that pass it are kept; each outcome is told to the user. */
function useFaceCheckFilter(faceCheck: boolean) {
  const { message, modal } = App.useApp();
  return async (taken: CapturedPhoto[]): Promise<CapturedPhoto[]> => {
    if (!faceCheck) return taken;
    const kept: CapturedPhoto[] = [];
    for (const photo of taken) {
      const outcome = await checkFace(photo.url);
      if (outcome.kind === 'passed') {
        void message.success(outcome.message);
        kept.push(photo);
      } else if (outcome.kind === 'limit') {
        modal.warning({ title: FACE_CHECK_LIMIT_TITLE, content: FACE_CHECK_LIMIT_TEXT, okText: '知道了' });
      } else {
        void message.error(outcome.message);
      }
    }
    return kept;
  };
}

export function CameraCapture({ value, onChange, maxCount = 1, faceCheck = false }: CameraCaptureProps) {
  const { message, modal } = App.useApp();
  const [inner, setInner] = useState<CapturedPhoto[]>(value ?? []);
  const photos = value ?? inner;
  const [busy, setBusy] = useState(false);
  const [zoomed, setZoomed] = useState<number>();
  const [installPrompt, setInstallPrompt] = useState(false);
  const [removeBackground, setRemoveBackground] = useState(false);
  const switchId = useId();
  const check = useMemo(() => checkDesktopClient(currentEnvironment(), { purpose: 'camera' }), []);

  // Inside the client the helper's socket stays connected (and reconnects) while the widget is shown
  // (not while its page is a hidden kept-alive page).
  const active = usePageActive();
  useEffect(
    () => (active && check.ok && helperSocket.supported ? helperSocket.retain() : undefined),
    [active, check.ok],
  );

  const update = (next: CapturedPhoto[]) => {
    setInner(next);
    onChange?.(next);
  };

  const keepChecked = useFaceCheckFilter(faceCheck);

  const takePhoto = async () => {
    if (!check.ok) {
      void message.warning(check.message);
      return;
    }
    const free = maxCount - photos.length;
    const token = getToken() ?? '';
    setBusy(true);
    try {
      const callback = await helperSocket.takePhoto({
        url: cameraUploadUrl(token),
        session: token,
        reqireName: CAMERA_FILE_FIELD,
        photoFilePrefix: CAMERA_FILE_PREFIX,
        imageFormat: 'jpg',
        imageQuality: CAMERA_IMAGE_QUALITY,
        everyLimit: free,
        surplusAmount: free,
        removeBackground,
      });
      if (callback.cancel) {
        void message.info(callback.message);
        return;
      }
      if (!callback.success) {
        void message.error(callback.message || MSG_PHOTO_UPLOAD_FAILED);
        return;
      }
      const taken = callback.fileList.map((f) => ({ url: f.url, urlShow: f.urlShow, fileName: f.fileName }));
      const kept = await keepChecked(taken);
      if (kept.length) update([...photos, ...kept].slice(0, maxCount));
      if (!faceCheck) void message.success(callback.message);
    } catch (error) {
      if (error instanceof DesktopError && error.unreachable) setInstallPrompt(true);
      else void message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const remove = (index: number) => {
    modal.confirm({
      ...IMAGE_DELETE_CONFIRM,
      onOk: () => update(photos.filter((_, i) => i !== index)),
    });
  };

  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap>
        {photos.map((photo, index) => (
          <PhotoCard
            key={photo.url}
            photo={photo}
            index={index}
            zoomed={zoomed === index}
            onZoom={(open) => setZoomed(open ? index : undefined)}
            onRemove={() => remove(index)}
          />
        ))}
        {photos.length < maxCount && (
          <Button
            style={{ width: SIZE, height: SIZE, borderStyle: 'dashed', flexDirection: 'column', gap: 4 }}
            icon={<CameraOutlined style={{ fontSize: 22 }} />}
            loading={busy}
            onClick={() => void takePhoto()}
          >
            <Typography.Text>拍照</Typography.Text>
          </Button>
        )}
      </Flex>
      <Flex align="center" gap={6}>
        <Switch
          size="small"
          checked={removeBackground}
          onChange={setRemoveBackground}
          aria-label="去除背景"
          id={switchId}
        />
        <Typography.Text type="secondary">
          <label htmlFor={switchId}>去除背景</label>
        </Typography.Text>
      </Flex>
      <Modal open={installPrompt} footer={null} onCancel={() => setInstallPrompt(false)} width={560}>
        <QtInstallPrompt
          onRetry={() => {
            setInstallPrompt(false);
            void takePhoto();
          }}
        />
      </Modal>
    </Flex>
  );
}
