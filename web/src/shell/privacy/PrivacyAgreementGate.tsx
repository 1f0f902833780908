// Privacy-agreement acceptance (01 §7): when the agreement's version differs from the one the user
// accepted, a dialog that cannot be dismissed shows it; 同意并继续 records the version (once: the
// server then reports nothing to accept), 不同意 offers to log out. It is the first overlay of the
// overlay queue (docs/adr/0064): nothing else opens over it or before it.
import { Alert, App, Button, Modal, Typography } from 'antd';
import { PRIVACY_TEXT } from '@/lib/constants/support';
import { useOverlayTurn } from '../overlays/use-overlay-turn';
import { useSignOut } from '../session/use-logout';
import { useAcceptPrivacyAgreement } from './api/accept-privacy-agreement';
import { usePrivacyAgreement, type PrivacyAgreement } from './api/get-privacy-agreement';

function AgreementText({ agreement }: { agreement: PrivacyAgreement }) {
  return (
    <article
      aria-label={agreement.title}
      style={{
        maxHeight: '45vh',
        overflowY: 'auto',
        padding: '4px 12px',
        border: '1px solid #f0f0f0',
        borderRadius: 6,
      }}
    >
      <Typography.Title level={5} style={{ textAlign: 'center' }}>
        {agreement.title}
      </Typography.Title>
      {agreement.sections.map((section) => (
        <section key={section.heading}>
          <Typography.Text strong>{section.heading}</Typography.Text>
          {section.paragraphs.map((paragraph) => (
            <Typography.Paragraph key={paragraph} style={{ margin: '4px 0 12px' }}>
              {paragraph}
            </Typography.Paragraph>
          ))}
        </section>
      ))}
    </article>
  );
}

export function PrivacyAgreementGate() {
  const agreement = usePrivacyAgreement();
  const accept = useAcceptPrivacyAgreement();
  const signOut = useSignOut();
  const { modal } = App.useApp();
  const current = agreement.data;
  const myTurn = useOverlayTurn('privacy', agreement.isPending ? undefined : Boolean(current?.needAccept));
  if (!current?.needAccept || !myTurn) return null;

  const decline = () =>
    modal.confirm({
      title: '提示',
      content: PRIVACY_TEXT.declineConfirm,
      okText: '确定',
      cancelText: '取消',
      onOk: () => signOut(),
    });

  return (
    <Modal
      open
      title={PRIVACY_TEXT.title}
      width={640}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={[
        <Button key="decline" onClick={decline}>
          {PRIVACY_TEXT.decline}
        </Button>,
        <Button
          key="accept"
          type="primary"
          loading={accept.isPending}
          onClick={() => accept.mutate(current.version)}
        >
          {PRIVACY_TEXT.accept}
        </Button>,
      ]}
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        title={`版本 ${current.version}（${current.publishTime} 发布）`}
        description={current.summary}
      />
      <AgreementText agreement={current} />
      <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
        请仔细阅读以上内容，点击“{PRIVACY_TEXT.accept}”即表示您已阅读并同意本协议。
      </Typography.Paragraph>
    </Modal>
  );
}
