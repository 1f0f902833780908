// IC (Mifare Classic 1K) reader holding at most one card. A card keeps its data in one sector, protected
// by key A (sector_password) and optionally diversified per card (key_encrypt).
import { DeviceError } from '../../lib/errors';
import type { CardPermission, QtSchemas } from '../../contract/types';
import { CAPACITY, MSG, cloneList, decimalCardNo, ensureCapacity, ensureNotPast } from '../card/card';

export type IcCardInfo = QtSchemas['IcCardInfo'];
export type IcCardType = IcCardInfo['cardType'];
export const FACTORY_KEY = 'FFFFFFFFFFFF';

export interface SectorAuth {
  sector_id: number;
  sector_password: string;
  key_encrypt: boolean;
}

export interface IcCard {
  cardNo: string;
  type: IcCardType;
  /** null while the card is factory-fresh (every sector on the factory key). */
  sector: { id: number; password: string; keyEncrypt: boolean } | null;
  list: CardPermission[];
  date?: string;
  version?: number;
}

export interface IcWrite {
  list: CardPermission[];
  date: string;
  version: number;
}

export class IcCardReader {
  card: IcCard | null = null;

  place(card: IcCard): void {
    this.card = card;
  }

  remove(): void {
    this.card = null;
  }

  /** Authenticates the data sector and returns the card. */
  private open(auth: SectorAuth): IcCard {
    const card = this.card;
    if (!card) throw new DeviceError(MSG.noCard);
    const sector = card.sector;
    if (!sector) return card; // factory key: the helper falls back to FFFFFFFFFFFF
    if (sector.id !== auth.sector_id) {
      throw new DeviceError(`扇区号不一致：该卡数据在第 ${sector.id} 扇区`);
    }
    if (sector.password !== auth.sector_password.toUpperCase() || sector.keyEncrypt !== auth.key_encrypt) {
      throw new DeviceError(MSG.badSectorKey);
    }
    return card;
  }

  info(card: IcCard, auth: SectorAuth): IcCardInfo {
    const info: IcCardInfo = {
      cardNo: card.cardNo,
      cardNoDec: decimalCardNo(card.cardNo),
      cardType: card.type,
      sector_id: card.sector?.id ?? auth.sector_id,
      key_encrypt: card.sector?.keyEncrypt ?? false,
    };
    if (card.type === 'user' || card.type === 'logout') info.list = cloneList(card.list);
    if (card.date) info.date = card.date;
    if (card.version !== undefined) info.version = card.version;
    return info;
  }

  read(auth: SectorAuth): IcCardInfo {
    return this.info(this.open(auth), auth);
  }

  private blank(card: IcCard): void {
    card.type = 'blank';
    card.sector = null;
    card.list = [];
    delete card.date;
    delete card.version;
  }

  private claimSector(card: IcCard, auth: SectorAuth): void {
    card.sector ??= {
      id: auth.sector_id,
      password: auth.sector_password.toUpperCase(),
      keyEncrypt: auth.key_encrypt,
    };
  }

  format(auth: SectorAuth): IcCardInfo {
    const card = this.open(auth);
    this.blank(card);
    return this.info(card, auth);
  }

  formatUserCard(auth: SectorAuth): IcCardInfo {
    const card = this.open(auth);
    if (card.type !== 'user' && card.type !== 'logout') throw new DeviceError(MSG.notUser);
    this.blank(card);
    return this.info(card, auth);
  }

  formatSysCard(auth: SectorAuth): IcCardInfo {
    const card = this.open(auth);
    if (card.type !== 'system') throw new DeviceError(MSG.notSystem);
    this.blank(card);
    return this.info(card, auth);
  }

  logoutUserCard(auth: SectorAuth): IcCardInfo {
    const card = this.open(auth);
    if (card.type === 'logout') throw new DeviceError(MSG.alreadyLogout);
    if (card.type !== 'user') throw new DeviceError(MSG.notUser);
    card.type = 'logout';
    card.list = [];
    delete card.date;
    card.version = (card.version ?? 0) + 1;
    return this.info(card, auth);
  }

  createUserList(auth: SectorAuth, write: IcWrite, today: string): IcCardInfo {
    const card = this.open(auth);
    if (card.type === 'system') throw new DeviceError(MSG.isSystem);
    if (card.type === 'logout') throw new DeviceError(MSG.isLogout);
    return this.writeUser(card, auth, write, today);
  }

  createAuto(auth: SectorAuth, write: IcWrite, today: string): IcCardInfo {
    const card = this.open(auth);
    if (card.type === 'system') throw new DeviceError(MSG.isSystem);
    this.blank(card);
    return this.writeUser(card, auth, write, today);
  }

  private writeUser(card: IcCard, auth: SectorAuth, write: IcWrite, today: string): IcCardInfo {
    ensureCapacity(write.list, CAPACITY.ic);
    ensureNotPast(write.date, today);
    this.claimSector(card, auth);
    card.type = 'user';
    card.list = cloneList(write.list);
    card.date = write.date;
    card.version = write.version;
    return this.info(card, auth);
  }

  createSysCard(auth: SectorAuth, version: number): IcCardInfo {
    const card = this.open(auth);
    if (card.type === 'user' || card.type === 'logout') throw new DeviceError(MSG.isUser);
    this.claimSector(card, auth);
    card.type = 'system';
    card.list = [];
    delete card.date;
    card.version = version;
    return this.info(card, auth);
  }

  prolongList(auth: SectorAuth, date: string, today: string): IcCardInfo {
    const card = this.open(auth);
    if (card.type === 'logout') throw new DeviceError(MSG.alreadyLogout);
    if (card.type !== 'user') throw new DeviceError(MSG.notUser);
    if (card.date && date < card.date) throw new DeviceError(`延期日期不能早于当前有效期 ${card.date}`);
    ensureNotPast(date, today);
    card.date = date;
    card.version = (card.version ?? 0) + 1;
    return this.info(card, auth);
  }
}
