// 认证日志 (AuthenticationLog): every write, read-back check and format of an authentication card on
// 门禁卡认证 adds a record; the server stamps the time. Quiet: the card operation already told the
// operator how it went.
import { call, client } from '@/lib/api/instance';

export interface AuthLogEntry {
  authType: 1 | 2 | 3;
  cardNo: string;
  sectorId: number;
  keyEncrypt: boolean;
  dataVersion: number;
  batchNo: string;
  operatorName: string;
  agentId: string;
  clientVersion: string;
  failReason?: string;
}

export async function recordAuthLog(entry: AuthLogEntry): Promise<void> {
  const { keyEncrypt, failReason, ...rest } = entry;
  await call(
    client.POST('/f_c/authLog/add/v2', {
      body: { ...rest, keyEncrypt: keyEncrypt ? 1 : 0, result: failReason ? 0 : 1, failReason },
    }),
    { successToast: false, errorToast: false },
  );
}
