// The IDR210 desk reader: holds one second-generation ID card or one TypeA (M1) card.
import { DeviceError } from '../../lib/errors';
import type { QtSchemas } from '../../contract/types';
import type { Uploader } from '../../lib/uploader';
import { decimalCardNo } from '../card/card';
import { fileNameOf, type LocalFiles } from '../files/local-files';
import { idCardUid, idPhotoPng, type IdCardPerson } from './people';

export type IdCardInfo = QtSchemas['IdCardInfo'];
export type PhotoUploadRequest = QtSchemas['PhotoUploadRequest'];
export type PhotoUploadResult = QtSchemas['PhotoUploadResult'];

export type Idr210Card = { kind: 'idcard'; person: IdCardPerson } | { kind: 'typeA'; sn: string };

export const ID_PHOTO_DIR = 'C:\\ProgramData\\ZhsqServiceControl\\idcard';
const MSG_NO_ID = '请放置身份证';
const MSG_NO_TYPE_A = '未检测到TypeA卡';

export class Idr210Reader {
  card: Idr210Card | null = null;

  constructor(private readonly files: LocalFiles) {}

  place(card: Idr210Card): void {
    this.card = card;
  }

  remove(): void {
    this.card = null;
  }

  private person(): IdCardPerson {
    if (this.card?.kind !== 'idcard') throw new DeviceError(MSG_NO_ID);
    return this.card.person;
  }

  /** Reads text and photo; the photo is saved where upload_photo can find it. */
  read(now: string): IdCardInfo {
    const person = this.person();
    const photo = idPhotoPng(person);
    const photoPath = `${ID_PHOTO_DIR}\\${person.idNumber}.png`;
    this.files.save({ path: photoPath, contentType: 'image/png', data: photo, createdAt: now });
    return { ...person, photo: photo.toString('base64'), photoPath };
  }

  readCardId(): QtSchemas['IdCardUid'] {
    return { cardId: idCardUid(this.person().idNumber) };
  }

  typeASn(): QtSchemas['TypeASn'] {
    if (this.card?.kind !== 'typeA') throw new DeviceError(MSG_NO_TYPE_A);
    return { sn: this.card.sn, snDec: decimalCardNo(this.card.sn) };
  }

  async uploadPhoto(request: PhotoUploadRequest, upload: Uploader): Promise<PhotoUploadResult> {
    const file = this.files.get(request.filePath);
    if (!file) throw new DeviceError(`照片无法上传：本地文件不存在 ${request.filePath}`);
    const result = await upload({
      url: request.url,
      fields: { sessionId: request.session },
      fileField: 'file',
      fileName: fileNameOf(file.path),
      contentType: file.contentType,
      data: file.data,
      session: request.session,
    });
    return { index: request.index, url: result.url, urlShow: result.urlShow };
  }
}
