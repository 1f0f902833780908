// CPU (FM1208 class) card reader holding at most one card. A card is issued with a token (external
// authentication key) on its first write; files are addressed by a 2-byte id.
import { DeviceError } from '../../lib/errors';
import type { CardPermission, QtSchemas } from '../../contract/types';
import { CAPACITY, MSG, cloneList, decimalCardNo, ensureCapacity, ensureNotPast } from '../card/card';

export type CpuCardInfo = QtSchemas['CpuCardInfo'];
export type CpuCardNo = QtSchemas['CpuCardNo'];

export interface CpuFile {
  keyEncrypt: boolean;
  list: CardPermission[];
  date: string;
  version: number;
}

export interface CpuCard {
  cardNo: string;
  /** null until the card is issued. */
  token: string | null;
  files: Map<string, CpuFile>;
}

export interface CpuWrite {
  file_id: string;
  token: string;
  key_encrypt: boolean;
  list: CardPermission[];
  date: string;
  version: number;
}

export class CpuCardReader {
  card: CpuCard | null = null;

  place(card: CpuCard): void {
    this.card = card;
  }

  remove(): void {
    this.card = null;
  }

  private present(): CpuCard {
    if (!this.card) throw new DeviceError(MSG.noCard);
    return this.card;
  }

  private authenticate(card: CpuCard, token: string): void {
    if (card.token !== null && card.token !== token) throw new DeviceError(MSG.authFailed);
  }

  private base(card: CpuCard): CpuCardInfo {
    return {
      cardNo: card.cardNo,
      cardNoDec: decimalCardNo(card.cardNo),
      cardType: card.token === null ? 'blank' : 'user',
    };
  }

  private fileInfo(card: CpuCard, fileId: string, file: CpuFile): CpuCardInfo {
    return {
      ...this.base(card),
      file_id: fileId,
      key_encrypt: file.keyEncrypt,
      list: cloneList(file.list),
      date: file.date,
      version: file.version,
    };
  }

  cardNo(): CpuCardNo {
    const card = this.present();
    return { cardNo: card.cardNo, cardNoDec: decimalCardNo(card.cardNo) };
  }

  read(fileId: string, token: string): CpuCardInfo {
    const card = this.present();
    if (card.token === null) return this.base(card);
    this.authenticate(card, token);
    const id = fileId.toUpperCase();
    const file = card.files.get(id);
    if (!file) throw new DeviceError(`卡片文件不存在：${id}`);
    return this.fileInfo(card, id, file);
  }

  format(token: string): CpuCardInfo {
    const card = this.present();
    this.authenticate(card, token);
    card.token = null;
    card.files.clear();
    return this.base(card);
  }

  createUserList(write: CpuWrite, today: string): CpuCardInfo {
    const card = this.present();
    this.authenticate(card, write.token);
    ensureCapacity(write.list, CAPACITY.cpu);
    ensureNotPast(write.date, today);
    card.token = write.token;
    const id = write.file_id.toUpperCase();
    const file: CpuFile = {
      keyEncrypt: write.key_encrypt,
      list: cloneList(write.list),
      date: write.date,
      version: write.version,
    };
    card.files.set(id, file);
    return this.fileInfo(card, id, file);
  }
}
