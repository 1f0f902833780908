// UC (Ultralight C class, 7-byte UID) reader holding at most one card. The card's 3DES key is derived by
// the helper; the only choice the caller makes is key_encrypt (one key per card), which must match.
import { DeviceError } from '../../lib/errors';
import type { CardPermission, QtSchemas } from '../../contract/types';
import { CAPACITY, MSG, cloneList, decimalCardNo, ensureCapacity, ensureNotPast } from '../card/card';

export type UcCardInfo = QtSchemas['UcCardInfo'];

export interface UcCard {
  cardNo: string;
  type: UcCardInfo['cardType'];
  keyEncrypt: boolean;
  list: CardPermission[];
  date?: string;
  version?: number;
}

export interface UcWrite {
  key_encrypt: boolean;
  list: CardPermission[];
  date: string;
  version: number;
}

export class UcCardReader {
  card: UcCard | null = null;

  place(card: UcCard): void {
    this.card = card;
  }

  remove(): void {
    this.card = null;
  }

  private open(keyEncrypt: boolean): UcCard {
    const card = this.card;
    if (!card) throw new DeviceError(MSG.noCard);
    if (card.type === 'user' && card.keyEncrypt !== keyEncrypt) throw new DeviceError(MSG.badKey);
    return card;
  }

  private info(card: UcCard): UcCardInfo {
    const info: UcCardInfo = {
      cardNo: card.cardNo,
      cardNoDec: decimalCardNo(card.cardNo),
      cardType: card.type,
      key_encrypt: card.type === 'user' ? card.keyEncrypt : false,
    };
    if (card.type === 'user') {
      info.list = cloneList(card.list);
      if (card.date) info.date = card.date;
      if (card.version !== undefined) info.version = card.version;
    }
    return info;
  }

  private blank(card: UcCard): void {
    card.type = 'blank';
    card.keyEncrypt = false;
    card.list = [];
    delete card.date;
    delete card.version;
  }

  read(keyEncrypt: boolean): UcCardInfo {
    return this.info(this.open(keyEncrypt));
  }

  formatUserCard(keyEncrypt: boolean): UcCardInfo {
    const card = this.open(keyEncrypt);
    if (card.type !== 'user') throw new DeviceError(MSG.notUser);
    this.blank(card);
    return this.info(card);
  }

  createUserList(write: UcWrite, today: string): UcCardInfo {
    return this.write(this.open(write.key_encrypt), write, today);
  }

  /** Formats whatever is on the card (the helper knows every key it ever issued), then writes. */
  createAuto(write: UcWrite, today: string): UcCardInfo {
    const card = this.card;
    if (!card) throw new DeviceError(MSG.noCard);
    this.blank(card);
    return this.write(card, write, today);
  }

  private write(card: UcCard, write: UcWrite, today: string): UcCardInfo {
    ensureCapacity(write.list, CAPACITY.uc);
    ensureNotPast(write.date, today);
    card.type = 'user';
    card.keyEncrypt = write.key_encrypt;
    card.list = cloneList(write.list);
    card.date = write.date;
    card.version = write.version;
    return this.info(card);
  }
}
