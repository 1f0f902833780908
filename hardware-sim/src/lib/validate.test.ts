import { describe, expect, it } from 'vitest';
import { loadOperations } from '../contract/openapi';
import { errorText } from './validate';

const op = (id: string) => {
  const found = loadOperations('qt-client').find((o) => o.operationId === id);
  if (!found?.validateBody) throw new Error(`${id} has no body validator`);
  return found.validateBody;
};
const message = (id: string, body: unknown) => {
  const validate = op(id);
  return validate(body) ? null : errorText(validate.errors);
};

describe('Chinese validation messages', () => {
  it('names the field of the first problem', () => {
    expect(message('icCardRead', { sector_id: 1, key_encrypt: true })).toBe(
      '参数错误：缺少必填字段 sector_password',
    );
    expect(
      message('icCardRead', { sector_id: '1', sector_password: 'A1B2C3D4E5F6', key_encrypt: true }),
    ).toBe('参数错误：sector_id 应为整数');
    expect(
      message('icCardCreateUserList', {
        sector_id: 1,
        sector_password: 'A1B2C3D4E5F6',
        key_encrypt: true,
        list: [{ code: '1', name: '1栋' }],
        date: '2027-06-30',
        version: 1,
      }),
    ).toBe('参数错误：list[0].code 格式不正确');
    expect(message('icCardBeep', { times: 1, volume: 3 })).toBe('参数错误：不支持的字段 volume');
  });

  it('speaks about the camera shape the brand selects', () => {
    const lan = { brand: 'hikvision', device: 'NVR', ip: '192.168.1.64', port: 8000, account: 'admin' };
    expect(message('videoCameraList', lan)).toBe('参数错误：缺少必填字段 pwd');
    expect(message('videoCameraList', { brand: 'ezviz', device: '萤石', serial: 'G39444019' })).toBe(
      '参数错误：缺少必填字段 verify_code',
    );
    expect(message('videoCameraList', { ...lan, pwd: 'x', ip: '999.1.1.1' })).toBe('参数错误：ip 格式不正确');
    expect(message('videoCameraList', { ...lan, brand: 'sony' })).toBe(
      '参数错误：brand 只能是 hikvision、dahua、uniview、ezviz',
    );
  });
});
