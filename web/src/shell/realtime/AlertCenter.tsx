// The alert pop-up (01 §4): bottom-right, one at a time, never closes by itself. Clicking it opens
// the alert's page with its query; closing it shows the next cached alert; 退出前不再提示 silences
// the kind until logout (applied when the pop-up closes or is followed). Its colours are the theme's
// tokens, so it is a light card in the blue theme and a dark one in the dark theme (docs/adr/0066).
import { AlertFilled, CloseOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Checkbox, Image, theme, Typography } from 'antd';
import { useState } from 'react';
import { useShellNavigate } from '../navigation/use-shell-navigate';
import { ALERT_SUPPRESS_LABEL } from '@/lib/constants/alerts';
import { ERROR_404_PATH } from '@/lib/constants/routes';
import { useRouteTable } from '../route-table';
import { alertQueue, useAlertQueue, type AlertItem } from './alert-queue';
import { alertQuery, alertRouteName, alertView } from './alert-view';

const WIDTH = 360;

function AlertPopup({ item }: { item: AlertItem }) {
  const navigate = useShellNavigate();
  const { declaredByName } = useRouteTable();
  const [silence, setSilence] = useState(false);
  const { token } = theme.useToken();
  const view = alertView(item);
  const titleId = `alert-popup-title-${item.key}`;

  const close = () => alertQueue.dismiss({ suppress: silence });
  const open = () => {
    const path = declaredByName.get(alertRouteName(item))?.path ?? ERROR_404_PATH;
    alertQueue.dismiss({ suppress: silence });
    void navigate(`${path}?${alertQuery(item).toString()}`);
  };

  return (
    <section
      role="alertdialog"
      aria-labelledby={titleId}
      data-alert-type={item.type}
      style={{
        position: 'fixed',
        right: 24,
        bottom: 24,
        zIndex: 1050,
        width: WIDTH,
        maxWidth: 'calc(100vw - 48px)',
        background: token.colorBgElevated,
        color: token.colorText,
        borderRadius: token.borderRadiusLG,
        boxShadow: token.boxShadowSecondary,
        borderTop: `4px solid ${token.colorError}`,
        overflow: 'hidden',
      }}
    >
      <header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 8,
          padding: '10px 8px 10px 16px',
          borderBottom: `1px solid ${token.colorSplit}`,
        }}
      >
        <AlertFilled aria-hidden style={{ color: token.colorError, fontSize: 18 }} />
        <Typography.Text id={titleId} strong style={{ fontSize: 16, flex: 1 }}>
          {view.title}
        </Typography.Text>
        <Button
          type="text"
          size="small"
          icon={<CloseOutlined aria-hidden />}
          aria-label="关闭"
          onClick={close}
        />
      </header>
      {/* A click anywhere on the record opens it too: a pointer shortcut of 查看详情 (the keyboard's and
          screen readers' way), so it is no button of its own, whose name would hide the record's text. */}
      <div onClick={open} style={{ display: 'flex', gap: 12, padding: '12px 16px', cursor: 'pointer' }}>
        {view.photo && (
          <div onClick={(event) => event.stopPropagation()} style={{ flex: 'none' }}>
            <Image
              src={view.photo}
              alt={`${view.title}照片`}
              width={88}
              height={88}
              style={{
                objectFit: 'cover',
                borderRadius: token.borderRadiusSM,
                background: token.colorFillQuaternary,
              }}
            />
          </div>
        )}
        <dl
          style={{
            flex: 1,
            minWidth: 0,
            margin: 0,
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: 12,
            rowGap: 4,
          }}
        >
          {view.fields.map((field) => (
            <div key={field.label} style={{ display: 'contents' }}>
              <dt style={{ color: token.colorTextSecondary, whiteSpace: 'nowrap' }}>{field.label}</dt>
              <dd style={{ margin: 0, wordBreak: 'break-all' }}>{field.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <footer
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          padding: '8px 16px',
          background: token.colorFillAlter,
          borderTop: `1px solid ${token.colorSplit}`,
        }}
      >
        <Checkbox checked={silence} onChange={(event) => setSilence(event.target.checked)}>
          {ALERT_SUPPRESS_LABEL}
        </Checkbox>
        <Button type="link" size="small" onClick={open} style={{ paddingInline: 0 }}>
          查看详情 <RightOutlined aria-hidden />
        </Button>
      </footer>
    </section>
  );
}

export function AlertCenter() {
  // The queue outlives the layout (bare pages such as error-404): what arrives meanwhile waits.
  const { current } = useAlertQueue();
  return current ? <AlertPopup key={current.key} item={current} /> : null;
}
