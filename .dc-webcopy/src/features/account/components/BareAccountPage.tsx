// Full-page frame of the account pages outside the layout (/perfecting, /updateAccount, /changePwd).
import { Card } from 'antd';
import type { ReactNode } from 'react';

export function BareAccountPage(props: { title: string; children: ReactNode }) {
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        background: '#f0f2f5',
        padding: 16,
      }}
    >
      <main style={{ width: 640, maxWidth: '100%' }}>
        <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>{props.title}</h1>}>{props.children}</Card>
      </main>
    </div>
  );
}
