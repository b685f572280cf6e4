import { type Static, Type } from '@sinclair/typebox';
import type {
  BankCardTaskDetail,
  BlacklistTaskDetail,
  DevicePullTaskDetail,
  PersonTaskDetail,
  TaskDetailBase,
} from '@site/shared-schema';
import { parseDateTime, showDateTime } from '../../http/datetime';
import { pageFields } from '../../http/paging';
import { filePath } from '../file/urls';
import { maskIdcard } from '../person/idcard';
import type { DetailFilter, DetailRow } from './detail-queries';

const optionalText = Type.Optional(Type.String({ maxLength: 100 }));
/** A select left empty is sent as ''. */
const optionalFlag = Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal('')]));

/** The detail data fields the seed's payload may filter by, matched anywhere in their text. */
const LIKE_FILTERS = [
  'photoName',
  'personName',
  'licensePlate',
  'idcardNumber',
  'teamName',
  'workerTypeName',
  'jobNumber',
  'bankName',
  'cardNumber',
  'bankDeposit',
] as const;

/** The detail payload of seed 000 §7 (TaskDetailQuery of shared-schema). */
export const detailBody = Type.Object({
  projectId: Type.String({ minLength: 1, maxLength: 100 }),
  businessId: optionalText,
  taskId: Type.String({ minLength: 1, maxLength: 100 }),
  ...pageFields,
  /** The seed always sends ADD; it selects nothing here. */
  type: optionalText,
  startTime: optionalText,
  endTime: optionalText,
  photoName: optionalText,
  personName: optionalText,
  licensePlate: optionalText,
  idcardNumber: optionalText,
  teamName: optionalText,
  workerTypeName: optionalText,
  jobNumber: optionalText,
  bankName: optionalText,
  cardNumber: optionalText,
  bankDeposit: optionalText,
  personPhotoStatus: optionalFlag,
  recordStatus: optionalFlag,
});

type DetailBody = Static<typeof detailBody>;

const flag = (value: 0 | 1 | '' | undefined) => (value === '' ? undefined : value);

export function detailFilter(body: DetailBody): DetailFilter {
  const like: Record<string, string> = {};
  for (const field of LIKE_FILTERS) {
    const text = body[field]?.trim();
    if (text) like[field] = text;
  }
  return {
    taskId: body.taskId,
    like,
    recordStatus: flag(body.recordStatus),
    photoStatus: flag(body.personPhotoStatus),
    from: body.startTime ? parseDateTime('startTime', body.startTime) : undefined,
    to: body.endTime ? parseDateTime('endTime', body.endTime) : undefined,
  };
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : value == null ? '' : String(value);

/** A photo of a row as a server path: handlers store it relative to the files folder (or already /files/...). */
const photoPath = (value: unknown): string => {
  const path = text(value);
  return path === '' || path.startsWith('/') || /^https?:\/\//.test(path) ? path : filePath(path);
};

const base = (row: DetailRow): TaskDetailBase => ({
  detailId: row.id,
  rowNumber: row.rowNumber,
  recordStatus: row.recordStatus === 1 ? 1 : 0,
  recordContent: row.recordContent,
  createTime: showDateTime(row.createdAt),
});

/**
 * A person-like detail row: the PersonTaskDetail fields ('' when the import did not record them) and any
 * other field the import recorded (bankName, licensePlate, ...); ID numbers always masked.
 */
export const personDetail = (row: DetailRow): PersonTaskDetail & Record<string, unknown> => ({
  ...row.data,
  ...base(row),
  personId: text(row.data.personId),
  personName: text(row.data.personName),
  idcardNumber: maskIdcard(text(row.data.idcardNumber)),
  teamName: text(row.data.teamName),
  workerTypeName: text(row.data.workerTypeName),
  jobNumber: text(row.data.jobNumber),
  personPhotoPath: photoPath(row.data.personPhotoPath),
  photoName: text(row.data.photoName),
  companyName: text(row.data.companyName),
});

export const blacklistDetail = (row: DetailRow): BlacklistTaskDetail => ({
  ...base(row),
  personName: text(row.data.personName),
  idcardNumber: maskIdcard(text(row.data.idcardNumber)),
  eventDescription: text(row.data.eventDescription),
  eventTime: text(row.data.eventTime),
  eventPlace: text(row.data.eventPlace),
});

/** A BANK_CARD_IMPORT row; the import recorded its card number masked already. */
export const bankCardDetail = (row: DetailRow): BankCardTaskDetail => ({
  ...base(row),
  personName: text(row.data.personName),
  idcardNumber: maskIdcard(text(row.data.idcardNumber)),
  bankName: text(row.data.bankName),
  cardNumber: text(row.data.cardNumber),
  bankDeposit: text(row.data.bankDeposit),
});

/** A VERIFY_DEVICE_PULL_PERSON row: a user the device holds and what the pull did with him. */
export const devicePullDetail = (row: DetailRow): DevicePullTaskDetail => ({
  ...base(row),
  gulUserName: text(row.data.gulUserName),
  gudDealMsg: text(row.data.gudDealMsg),
});

/** A WHITELIST_IMPORT row (seed 000 §3): the row's values as read (choices by their labels), its outcome as status and content. */
export const whitelistDetail = (row: DetailRow) => ({
  ...base(row),
  licensePlate: text(row.data.licensePlate),
  wtypeCn: text(row.data.wtype),
  colorCn: text(row.data.color),
  carType: text(row.data.carType),
  mcName: text(row.data.mcName),
  effectTime: text(row.data.effectTime),
  expirationTime: text(row.data.expirationTime),
  equipmentName: text(row.data.equipmentName),
  remark: text(row.data.remark),
  status: row.recordStatus === 1 ? '成功' : '失败',
  content: row.recordContent,
});
