// A plain login form: antd Form, Input and Button only (the brief's bare login page).
import { Button, Form, Input } from 'antd';
import { useNavigate } from 'react-router-dom';

export default function LoginPage() {
  const navigate = useNavigate();
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f0f2f5' }}>
      <section style={{ width: 380, padding: 24, background: '#fff', borderRadius: 8 }}>
        <h1 style={{ fontSize: 24 }}>智慧社区综合服务平台</h1>
        <Form layout="vertical" onFinish={() => navigate('/home')}>
          <Form.Item label="用户名" name="userName" rules={[{ required: true, message: '请输入用户名' }]}>
            <Input autoComplete="username" />
          </Form.Item>
          <Form.Item label="密码" name="password" rules={[{ required: true, message: '请输入密码' }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block>
            登录
          </Button>
        </Form>
      </section>
    </main>
  );
}
