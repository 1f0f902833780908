// Shared body of the error pages: antd Result with a way back to the home page.
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { HOME_PATH } from '@/lib/constants/routes';

export function ErrorResult(props: { status: '404' | '500'; title: string; subTitle: string }) {
  const navigate = useNavigate();
  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <Result
        status={props.status}
        title={props.title}
        subTitle={props.subTitle}
        extra={
          <Button type="primary" onClick={() => void navigate(HOME_PATH, { replace: true })}>
            返回首页
          </Button>
        }
      />
    </div>
  );
}
