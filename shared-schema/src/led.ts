/**
 * LED programs of /electronic-display/led (seed 000 §2 [cLedManager], seed 001 §7 siteLedProgram). The seed
 * names the calls only; the program's shape, the screens and the send states are ours
 * (docs/api-decisions.md "LED programs").
 */
export const LED_API = {
  /** { projectId, programName?, pageNumber, pageSize } → PageResult<LedProgramRow> */
  page: '/front/siteLedProgram/pageList',
  /** { projectId, ...LedProgramInput } → LedProgramRow */
  add: '/front/siteLedProgram/add',
  /** { projectId, programId, ...LedProgramInput } → LedProgramRow */
  update: '/front/siteLedProgram/update',
  /** { projectId, programId } → LedProgramRow */
  query: '/front/siteLedProgram/query',
  /** { projectId, programIdList } */
  remove: '/front/siteLedProgram/delete',
  /** { projectId, programId } → LedProgramRow (the copy, named "<name>-副本", never sent) */
  copy: '/front/siteLedProgram/copy',
  /** { projectId, programId, screenIds? } → LedProgramRow: each screen SENDING, then its controller's answer */
  send: '/front/siteLedProgram/sendProgram',
  /** Ours: { projectId } → LedScreen[], the project's LED screens and the state of their controllers. */
  screens: '/front/siteLedScreen/listByProject',
} as const;

export const LED_ACCESS = 'cLedManager';

export const LED_TEXT_EFFECTS = ['STATIC', 'SCROLL_LEFT', 'SCROLL_UP', 'BLINK'] as const;
export type LedTextEffect = (typeof LED_TEXT_EFFECTS)[number];

/** One line of text of a program, placed by its top-left corner in the program's pixels. */
export interface LedTextItem {
  content: string;
  fontSize: number;
  /** #rrggbb */
  color: string;
  x: number;
  y: number;
  effect: LedTextEffect;
}

/** What the dialog edits. */
export interface LedProgramInput {
  programName: string;
  width: number;
  height: number;
  /** #rrggbb */
  background: string;
  items: LedTextItem[];
  /** The screens the program is meant for: a send without a choice goes to these. */
  screenIds: string[];
}

export const LED_SEND_STATUSES = ['SENDING', 'SUCCESS', 'FAILED', 'TIMEOUT'] as const;
export type LedSendStatus = (typeof LED_SEND_STATUSES)[number];

/** The last send of a program to one screen. */
export interface LedSendState {
  screenId: string;
  screenName: string;
  status: LedSendStatus;
  /** Why a send failed or timed out; '' otherwise. */
  reason: string;
  sendTime: string;
  finishTime: string;
}

export interface LedProgramRow extends LedProgramInput {
  programId: string;
  projectId: string;
  createTime: string;
  updateTime: string;
  sends: LedSendState[];
}

/** An LED screen of the project, driven by one controller card. */
export interface LedScreen {
  screenId: string;
  screenName: string;
  controllerSn: string;
  width: number;
  height: number;
  /** 1 when its controller is connected. */
  online: 0 | 1;
  lastOnlineTime: string;
}

export const LED_LIMITS = {
  nameLength: 50,
  minSide: 16,
  maxSide: 4096,
  maxItems: 20,
  contentLength: 200,
  minFont: 8,
  maxFont: 512,
} as const;

export const LED_MESSAGES = {
  name: '请输入节目名称',
  nameLength: `节目名称不能超过${LED_LIMITS.nameLength}个字符`,
  size: `屏幕宽高应为${LED_LIMITS.minSide}到${LED_LIMITS.maxSide}之间的整数`,
  color: '颜色格式不正确',
  noItems: '请至少添加一条文字',
  tooManyItems: `文字最多${LED_LIMITS.maxItems}条`,
  content: '请输入文字内容',
  contentLength: `文字内容不能超过${LED_LIMITS.contentLength}个字符`,
  fontSize: `字号应为${LED_LIMITS.minFont}到${LED_LIMITS.maxFont}之间的整数`,
  position: '文字位置超出屏幕范围',
  effect: '不支持的显示效果',
  noScreens: '请选择目标屏幕',
  unknownScreen: '目标屏幕不存在',
  notFound: '节目不存在',
  offline: '屏幕控制器离线',
  resolution: '节目分辨率与屏幕分辨率不一致',
  timeout: '控制器应答超时',
  sent: '节目已下发',
} as const;

const COLOR = /^#[0-9a-fA-F]{6}$/;
const integerIn = (value: unknown, min: number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

function checkItem(item: LedTextItem, width: number, height: number): string | null {
  const content = typeof item.content === 'string' ? item.content.trim() : '';
  if (content === '') return LED_MESSAGES.content;
  if (content.length > LED_LIMITS.contentLength) return LED_MESSAGES.contentLength;
  if (!integerIn(item.fontSize, LED_LIMITS.minFont, LED_LIMITS.maxFont)) return LED_MESSAGES.fontSize;
  if (!COLOR.test(item.color)) return LED_MESSAGES.color;
  if (!integerIn(item.x, 0, width - 1) || !integerIn(item.y, 0, height - 1)) return LED_MESSAGES.position;
  if (!LED_TEXT_EFFECTS.includes(item.effect)) return LED_MESSAGES.effect;
  return null;
}

/** The first problem of a program, worded for the user; the dialog and the server run the same check. */
export function checkLedProgram(input: LedProgramInput): string | null {
  const name = typeof input.programName === 'string' ? input.programName.trim() : '';
  if (name === '') return LED_MESSAGES.name;
  if (name.length > LED_LIMITS.nameLength) return LED_MESSAGES.nameLength;
  const { minSide, maxSide } = LED_LIMITS;
  if (!integerIn(input.width, minSide, maxSide) || !integerIn(input.height, minSide, maxSide))
    return LED_MESSAGES.size;
  if (!COLOR.test(input.background)) return LED_MESSAGES.color;
  if (!Array.isArray(input.items) || input.items.length === 0) return LED_MESSAGES.noItems;
  if (input.items.length > LED_LIMITS.maxItems) return LED_MESSAGES.tooManyItems;
  for (const item of input.items) {
    const problem = checkItem(item, input.width, input.height);
    if (problem) return problem;
  }
  return null;
}
