import type { Envelope } from '@site/shared-schema';

/** Envelope codes of docs/api-decisions.md. */
export const CODE = {
  ok: 200,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  tooLarge: 413,
  tooManyRequests: 429,
  internal: 500,
  badGateway: 502,
  unavailable: 503,
  gatewayTimeout: 504,
} as const;

export const MESSAGE = {
  ok: '操作成功',
  unauthorized: '登录已失效，请重新登录',
  forbiddenResource: '无权访问该资源',
  forbiddenProject: '无权访问该项目',
  forbiddenFile: '无权访问该文件',
  invalidPlaybackKey: '播放密钥无效或已被撤销',
  screenNotPublished: '大屏未发布',
  notFound: '接口不存在',
  tooLarge: '请求体过大',
  invalidJson: '请求体不是有效的 JSON',
  invalidRequest: '请求无效',
  numberOutOfRange: '数值超出范围',
  internal: '服务器内部错误',
  databaseUnavailable: '数据库暂时不可用，请稍后再试',
} as const;

/** An error the client should see: its code and message go into the envelope as they are. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** A bad-input error naming the field, e.g. `loginName: 必填`. */
export const fieldError = (field: string, problem: string) =>
  new ApiError(CODE.badRequest, `${field}: ${problem}`);

export const envelope = <T>(code: number, message: string, data: T): Envelope<T> => ({ code, message, data });
