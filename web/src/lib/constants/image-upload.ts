// Image upload: types, sizes, messages, stored file names, object storage (01 §4, §5, §8, §9;
// 02 §4, §5, §7, §8, §9). Owned by lib/upload and components/.

/** jpg, png, jpeg by default; the older (object-storage) widget also takes bmp. */
export const IMAGE_TYPES: readonly string[] = ['jpg', 'png', 'jpeg'];
export const IMAGE_TYPES_LEGACY: readonly string[] = ['jpg', 'png', 'jpeg', 'bmp'];
/** '请上传 … 格式'. */
export const msgImageType = (types: readonly string[]): string => `请上传 ${types.join('/')} 格式`;
/** 01 §9: image default limit 100 kb, one image. */
export const IMAGE_MAX_SIZE_KB = 100;
export const IMAGE_MAX_COUNT = 1;
/** A size limit as the messages write it: KB below 1024 KB, else M (1024 KB → 1M, 1536 KB → 1.5M). */
export const formatSizeLimit = (limitKb: number): string =>
  limitKb >= 1024 ? `${Number((limitKb / 1024).toFixed(2))}M` : `${limitKb}KB`;
/** '图片大小不能超过{n}KB，请重新上传', in M from 1024 KB (e.g. 图片大小不能超过1M，请重新上传). */
export const msgImageTooLarge = (limitKb: number): string =>
  `图片大小不能超过${formatSizeLimit(limitKb)}，请重新上传`;
/** The widget's hint (wording not shown in the spec: "up to 100 kb, one image only"). */
export const msgImageHint = (types: readonly string[], limitKb: number | false, count: number): string =>
  `支持 ${types.join('/')} 格式${limitKb === false ? '' : `，大小不超过${formatSizeLimit(limitKb)}`}，最多${count}张`;
export const MSG_IMAGE_UPLOAD_FAILED = '图片上传失败，请重试';
export const MSG_IMAGE_UPLOAD_SUCCESS = '上传成功';
export const IMAGE_DELETE_CONFIRM = {
  title: '提示',
  content: '确认删除该图片?',
  okText: '确定',
  cancelText: '取消',
} as const;
export const IMAGE_UPLOAD_LABEL = '上传图片';
/** 02 §9: stored file name = 16 random characters + agentId + timestamp + the extension. */
export const UPLOAD_RANDOM_NAME_LENGTH = 16;
/** 02 §7: /startupload/v1 type default estate; object-storage form field success status 200. */
export const START_UPLOAD_DEFAULT_TYPE = 'estate';
export const OSS_SUCCESS_ACTION_STATUS = '200';
/** A token is fetched again this long before it expires (not in the spec). */
export const OSS_TOKEN_MARGIN_MS = 60_000;
