// The IC card's sector key fields (02 §7 ic_card: sector_id, sector_password, key_encrypt), shared by
// 门禁卡认证 (the authentication-card page) and 写卡 in the access-card list. Form.Items for a parent
// Form whose values carry these three names.
import { Form, Input, InputNumber, Switch } from 'antd';

export function SectorKeyFields({ wide = false }: { wide?: boolean }) {
  return (
    <>
      <Form.Item label="扇区号" name="sector_id" rules={[{ required: true, message: '请输入扇区号' }]}>
        <InputNumber min={1} max={15} precision={0} style={{ width: wide ? 90 : 80 }} />
      </Form.Item>
      <Form.Item
        label="扇区密钥"
        name="sector_password"
        rules={[
          { required: true, message: '请输入扇区密钥' },
          { pattern: /^[0-9A-Fa-f]{12}$/, message: '扇区密钥为 12 位十六进制字符' },
        ]}
      >
        <Input
          maxLength={12}
          placeholder={wide ? '12 位十六进制，如 A1B2C3D4E5F6' : '12 位十六进制'}
          style={{ width: wide ? 260 : 170 }}
        />
      </Form.Item>
      <Form.Item label="一卡一密" name="key_encrypt" valuePropName="checked">
        <Switch />
      </Form.Item>
    </>
  );
}
