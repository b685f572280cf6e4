import type { TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { type ValueError, ValueErrorType } from '@sinclair/typebox/errors';
import { hasUnstorableText } from '@site/shared-schema';
import { ApiError, CODE } from './envelope';
import { type SchemaError, validationMessage } from './validation-message';

/** The Ajv keyword whose wording (validation-message.ts) fits each TypeBox error. */
const KEYWORDS: Partial<Record<ValueErrorType, { keyword: string; limit?: string }>> = {
  [ValueErrorType.String]: { keyword: 'type' },
  [ValueErrorType.Number]: { keyword: 'type' },
  [ValueErrorType.Integer]: { keyword: 'type' },
  [ValueErrorType.Boolean]: { keyword: 'type' },
  [ValueErrorType.Object]: { keyword: 'type' },
  [ValueErrorType.Array]: { keyword: 'type' },
  [ValueErrorType.Null]: { keyword: 'type' },
  [ValueErrorType.StringMaxLength]: { keyword: 'maxLength', limit: 'maxLength' },
  [ValueErrorType.StringMinLength]: { keyword: 'minLength', limit: 'minLength' },
  [ValueErrorType.IntegerMaximum]: { keyword: 'maximum', limit: 'maximum' },
  [ValueErrorType.NumberMaximum]: { keyword: 'maximum', limit: 'maximum' },
  [ValueErrorType.IntegerMinimum]: { keyword: 'minimum', limit: 'minimum' },
  [ValueErrorType.NumberMinimum]: { keyword: 'minimum', limit: 'minimum' },
  [ValueErrorType.ArrayMaxItems]: { keyword: 'maxItems', limit: 'maxItems' },
  [ValueErrorType.ArrayMinItems]: { keyword: 'minItems', limit: 'minItems' },
  [ValueErrorType.Literal]: { keyword: 'const' },
};

const isTypeError = (error: ValueError) => KEYWORDS[error.type]?.keyword === 'type';

/**
 * A union names the branch that came closest: when the value has the type of some branch (a page size of
 * 5000 is an integer), that branch's complaint ("不能大于1000"); when it has none of their types, 类型错误.
 */
function unionError(error: ValueError): ValueError {
  const firsts = error.errors.map((branch) => branch.First()).filter((first) => first !== undefined);
  return firsts.find((first) => !isTypeError(first)) ?? firsts[0] ?? error;
}

function toSchemaError(found: ValueError): SchemaError {
  const error = found.type === ValueErrorType.Union ? unionError(found) : found;
  if (error.type === ValueErrorType.ObjectRequiredProperty) {
    const at = error.path.lastIndexOf('/');
    return {
      keyword: 'required',
      instancePath: error.path.slice(0, at),
      params: { missingProperty: error.path.slice(at + 1) },
    };
  }
  if (error.type === ValueErrorType.Union) return { keyword: 'anyOf', instancePath: error.path, params: {} };
  const known = KEYWORDS[error.type];
  const limit = known?.limit ? (error.schema as Record<string, unknown>)[known.limit] : undefined;
  return { keyword: known?.keyword ?? 'format', instancePath: error.path, params: { limit } };
}

/** The path (`a.b.0`) of the first key or text that cannot be stored, or null. */
function unstorablePath(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return hasUnstorableText(value) ? path.join('.') || 'body' : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    if (hasUnstorableText(key)) return [...path, key].join('.');
    const found = unstorablePath(item, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

/** Deeper than any call needs (a screen's groups in groups stay far below): relay params were sent 10,000 deep. */
export const MAX_BODY_DEPTH = 64;

/** The path of the first value nested deeper than `limit` objects and arrays, or null; walked without recursion. */
function tooDeepPath(body: unknown, limit: number): string | null {
  const pending: { value: unknown; path: string[] }[] = [{ value: body, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (next.value === null || typeof next.value !== 'object') continue;
    if (next.path.length >= limit) return next.path.slice(0, 3).join('.');
    for (const [key, item] of Object.entries(next.value))
      pending.push({ value: item, path: [...next.path, key] });
  }
  return null;
}

/**
 * A Fastify validator compiler that checks a body as it was sent: no type coercion (Fastify's Ajv turns
 * `true` into "true" and "1" into 1), and no text a database cannot hold (NUL bytes, lone surrogates),
 * nothing nested deeper than MAX_BODY_DEPTH. Refusals are code 400 with the usual `field: problem` message.
 */
export function strictBodyValidator({ schema }: { schema: unknown }) {
  const check = TypeCompiler.Compile(schema as TSchema);
  return (value: unknown) => {
    const deep = tooDeepPath(value, MAX_BODY_DEPTH);
    if (deep !== null) {
      return { error: new ApiError(CODE.badRequest, `${deep}: 嵌套层级不能超过${MAX_BODY_DEPTH}`) };
    }
    if (!check.Check(value)) {
      const first = check.Errors(value).First();
      const message = first ? validationMessage(toSchemaError(first)) : 'body: 格式错误';
      return { error: new ApiError(CODE.badRequest, message) };
    }
    const unstorable = unstorablePath(value);
    if (unstorable !== null)
      return { error: new ApiError(CODE.badRequest, `${unstorable}: 包含无法保存的字符`) };
    return { value };
  };
}
