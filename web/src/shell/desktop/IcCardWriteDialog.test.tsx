// 写卡 of an access card (02 §3 card fields, §7 ic_card read / create_user_list, §8 helper messages):
// the reader's card must be the record's, the permissions and expiry are written and read back.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Hardware from '@/lib/desktop/hardware';
import { renderInApp } from '@/components/testing';
import { readIcCard, writeIcUserCard, type IcCardInfo } from '@/lib/desktop/hardware';
import { DesktopError } from '@/lib/desktop/local-fetch';
import {
  IcCardWriteDialog,
  matchesWritten,
  permissionsOf,
  type AccessCardToWrite,
} from './IcCardWriteDialog';

vi.mock('@/lib/desktop/hardware', async (importOriginal) => ({
  ...(await importOriginal<typeof Hardware>()),
  readIcCard: vi.fn(),
  writeIcUserCard: vi.fn(),
}));

const CARD: AccessCardToWrite = {
  cardNo: '5A3C9E02',
  holderName: '张伟',
  depName: '锦绣花园',
  buildingId: 149901,
  buildingName: '1栋',
  unitId: 1499012,
  unitName: '二单元',
  validTo: '2027-12-31',
};
const KEY = { sector_id: 1, sector_password: 'A1B2C3D4E5F6', key_encrypt: true };
const blank: IcCardInfo = {
  cardNo: '5A3C9E02',
  cardNoDec: '1513922050',
  cardType: 'blank',
  sector_id: 1,
  key_encrypt: false,
};
const LIST = [
  { code: '0102', name: '1栋二单元' },
  { code: '9001', name: '锦绣花园大门' },
];
const user: IcCardInfo = {
  ...blank,
  cardType: 'user',
  key_encrypt: true,
  list: LIST,
  date: '2027-12-31',
  version: 1,
};

beforeEach(() => {
  vi.mocked(readIcCard).mockReset();
  vi.mocked(writeIcUserCard).mockReset();
});

async function writeWithKey() {
  renderInApp(<IcCardWriteDialog card={CARD} onClose={() => undefined} />);
  await userEvent.type(screen.getByLabelText('扇区密钥'), 'a1b2c3d4e5f6');
  await userEvent.click(screen.getAllByText('写卡').at(-1)!);
}

describe('IcCardWriteDialog', { timeout: 30000 }, () => {
  it('02 §3: permissions are the unit (building 2 + unit 2 digits) and the community gate', () => {
    expect(permissionsOf(CARD)).toEqual(LIST);
    expect(permissionsOf({ ...CARD, unitId: null })).toEqual([
      { code: '0100', name: '1栋' },
      { code: '9001', name: '锦绣花园大门' },
    ]);
    expect(permissionsOf({ cardNo: '5A3C9E02', validTo: '2027-12-31' })).toEqual([
      { code: '9001', name: '小区大门' },
    ]);
    expect(matchesWritten(user, CARD, LIST)).toBe(true);
    expect(matchesWritten({ ...user, date: '2027-12-30' }, CARD, LIST)).toBe(false);
  });

  it("02 §7: writes the record's permissions to its card and reads them back: 写卡成功", async () => {
    vi.mocked(readIcCard).mockResolvedValueOnce(blank).mockResolvedValueOnce(user);
    vi.mocked(writeIcUserCard).mockResolvedValue(user);
    await writeWithKey();
    expect((await screen.findAllByText('写卡成功')).length).toBeGreaterThan(0);
    expect(writeIcUserCard).toHaveBeenCalledWith(KEY, { list: LIST, date: '2027-12-31', version: 1 });
    expect(readIcCard).toHaveBeenCalledTimes(2);
  });

  it('02 §8: no card on the reader shows the helper message; another card is refused', async () => {
    vi.mocked(readIcCard).mockRejectedValueOnce(new DesktopError('请放置卡片'));
    await writeWithKey();
    expect((await screen.findAllByText('请放置卡片')).length).toBeGreaterThan(0);
    expect(writeIcUserCard).not.toHaveBeenCalled();

    vi.mocked(readIcCard).mockResolvedValueOnce({ ...blank, cardNo: '11223344' });
    await userEvent.click(screen.getAllByText('写卡').at(-1)!);
    await waitFor(() =>
      expect(
        screen.getAllByText('读卡器上的卡片卡号为 11223344，不是 5A3C9E02，请放置该门禁卡').length,
      ).toBeGreaterThan(0),
    );
    expect(writeIcUserCard).not.toHaveBeenCalled();
  });
});
