// 人脸管理 (FaceManagement at /user/FaceManagement): face collection with the desktop camera — the
// agent's charge setting and today's checks (getIsFacePay), the 拍照 widget with the face check
// (checkFace). The resident face list needs resident calls the contract does not have yet.
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Space, Typography } from 'antd';
import { useState } from 'react';
import { facePayInfoQuery, useFacePayInfo } from './api/get-face-pay-info';
import { CameraCapture, type CapturedPhoto } from './components/CameraCapture';

export default function FaceCollectPage() {
  const queryClient = useQueryClient();
  const payInfo = useFacePayInfo();
  const [photos, setPhotos] = useState<CapturedPhoto[]>([]);
  const info = payInfo.data;

  return (
    <Card title="人脸采集">
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        {payInfo.isError ? (
          <Alert type="error" showIcon title="收费设置加载失败" description={payInfo.error.message} />
        ) : (
          <Descriptions size="small" bordered column={{ xs: 1, md: 3 }}>
            <Descriptions.Item label="采集收费">
              {info
                ? info.isFacePay === 1
                  ? `按次收费（${info.facePrice.toFixed(2)} 元/次）`
                  : '免费'
                : '-'}
            </Descriptions.Item>
            <Descriptions.Item label="每日校验上限">{info ? `${info.dailyLimit} 次` : '-'}</Descriptions.Item>
            <Descriptions.Item label="今日已校验">{info ? `${info.usedToday} 次` : '-'}</Descriptions.Item>
          </Descriptions>
        )}
        <div>
          <Typography.Paragraph type="secondary">
            请在桌面客户端中点击“拍照”，对准人脸拍摄；照片上传后自动进行人脸校验。
          </Typography.Paragraph>
          <CameraCapture
            faceCheck
            value={photos}
            onChange={(next) => {
              setPhotos(next);
              void queryClient.invalidateQueries({ queryKey: facePayInfoQuery.queryKey });
            }}
          />
        </div>
        {photos[0] && (
          <Descriptions size="small" column={1}>
            <Descriptions.Item label="照片地址">
              <Typography.Text copyable>{photos[0].url}</Typography.Text>
            </Descriptions.Item>
          </Descriptions>
        )}
      </Space>
    </Card>
  );
}
