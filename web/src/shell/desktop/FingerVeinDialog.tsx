// The finger-vein collection dialog (02 §7; asyncapi client-ws finger_vein_collect / terminate): pick a
// finger, 开始采集 sends the collect request over the helper's websocket; each progress frame moves the
// bar and adds its message; 终止 stops the collection (closing the dialog does too). A successful result
// is uploaded to /api/uploadFVFile/v1 and its stored address handed to `onCollected`.
import { Alert, Button, Form, Modal, Progress, Select, Timeline } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { FV_FINGERS, FV_SAMPLES, MSG_FV_COLLECTED } from '@/lib/constants/desktop';
import { uploadFingerVeinTemplate } from '@/lib/desktop/hardware';
import { FingerVeinTerminated } from '@/lib/desktop/helper-socket';
import { helperSocket } from '@/lib/desktop/instance';

type Phase = 'idle' | 'collecting' | 'uploading' | 'done' | 'failed';

export interface FingerVeinDialogProps {
  open: boolean;
  userId: string;
  onClose: () => void;
  onCollected: (url: string) => void;
}

const FINGER_OPTIONS = FV_FINGERS.map((label, i) => ({ value: i + 1, label }));
/** 右手食指: the finger collected first unless the operator picks another. */
const DEFAULT_FINGER = 2;

export function FingerVeinDialog({ open, userId, onClose, onCollected }: FingerVeinDialogProps) {
  const [finger, setFinger] = useState(DEFAULT_FINGER);
  const [phase, setPhase] = useState<Phase>('idle');
  const [progress, setProgress] = useState({ step: 0, total: FV_SAMPLES });
  const [messages, setMessages] = useState<string[]>([]);
  const [failure, setFailure] = useState<string>();
  /** Each run's number: answers of an earlier (terminated or closed) run are ignored. */
  const run = useRef(0);

  useEffect(() => (open && helperSocket.supported ? helperSocket.retain() : undefined), [open]);
  useEffect(() => {
    if (open) return;
    run.current += 1;
    setPhase('idle');
    setMessages([]);
    setFailure(undefined);
    setProgress({ step: 0, total: FV_SAMPLES });
  }, [open]);

  const collect = async () => {
    const mine = ++run.current;
    const current = () => run.current === mine;
    setPhase('collecting');
    setFailure(undefined);
    setMessages([]);
    setProgress({ step: 0, total: FV_SAMPLES });
    try {
      const result = await helperSocket.collectFingerVein(
        { userId, finger, samples: FV_SAMPLES },
        (frame) => {
          if (!current()) return;
          setProgress({ step: frame.step, total: frame.total });
          setMessages((list) => [...list, frame.message]);
        },
      );
      if (!current()) return;
      if (!result.success || !result.fileName || !result.base64) {
        setPhase('failed');
        setFailure(result.message);
        return;
      }
      setMessages((list) => [...list, result.message]);
      setPhase('uploading');
      const uploaded = await uploadFingerVeinTemplate(result.fileName, result.base64);
      if (!current()) return;
      setPhase('done');
      setMessages((list) => [...list, MSG_FV_COLLECTED]);
      onCollected(uploaded.url);
    } catch (error) {
      if (!current()) return;
      if (error instanceof FingerVeinTerminated) {
        setPhase('idle');
        setMessages((list) => [...list, error.message]);
        return;
      }
      setPhase('failed');
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };

  const terminate = () =>
    helperSocket.terminateFingerVein().catch((error: unknown) => {
      setFailure(error instanceof Error ? error.message : String(error));
    });

  const close = () => {
    if (phase === 'collecting') void terminate();
    onClose();
  };

  const busy = phase === 'collecting' || phase === 'uploading';
  return (
    <Modal
      open={open}
      title="指静脉采集"
      width={520}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={close}>
          关闭
        </Button>,
        phase === 'collecting' && (
          <Button key="terminate" danger onClick={() => void terminate()}>
            终止
          </Button>
        ),
        <Button key="start" type="primary" loading={busy} onClick={() => void collect()}>
          {busy ? '采集中' : phase === 'idle' ? '开始采集' : '重新采集'}
        </Button>,
      ]}
    >
      <Form layout="inline" style={{ marginBottom: 16 }}>
        <Form.Item label="采集手指">
          <Select
            aria-label="采集手指"
            value={finger}
            options={FINGER_OPTIONS}
            onChange={setFinger}
            disabled={busy}
            style={{ width: 140 }}
          />
        </Form.Item>
      </Form>
      <Progress
        percent={Math.round((progress.step / progress.total) * 100)}
        steps={progress.total}
        size={[48, 10]}
        format={() => `${progress.step}/${progress.total}`}
        status={phase === 'failed' ? 'exception' : undefined}
        aria-label="采集进度"
      />
      {messages.length > 0 && (
        <Timeline
          style={{ marginTop: 16, marginBottom: 0 }}
          items={messages.map((text, i) => ({
            key: i,
            content: text,
            color: i === messages.length - 1 && phase === 'done' ? 'green' : 'blue',
          }))}
        />
      )}
      {failure && <Alert type="error" showIcon title={failure} style={{ marginTop: 12 }} />}
      {phase === 'idle' && messages.length === 0 && (
        <Alert
          type="info"
          showIcon
          title={`点击“开始采集”后按提示将手指放在指静脉采集仪上，共需按压 ${FV_SAMPLES} 次`}
          style={{ marginTop: 12 }}
        />
      )}
    </Modal>
  );
}
