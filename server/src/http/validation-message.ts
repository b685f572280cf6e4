/** The parts of an Ajv error that Fastify hands over with a failed body validation. */
export interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

/** Turns the first schema error into `field: problem`, the message format of docs/api-decisions.md. */
export function validationMessage(error: SchemaError): string {
  const { keyword, params } = error;
  const path = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (keyword === 'required') return `${[path, params.missingProperty].filter(Boolean).join('.')}: 必填`;
  return `${path || 'body'}: ${problem(keyword, params)}`;
}

function problem(keyword: string, params: Record<string, unknown>): string {
  switch (keyword) {
    case 'type':
      return '类型错误';
    case 'minLength':
      return params.limit === 1 ? '必填' : `长度不能少于${params.limit}`;
    case 'maxLength':
      return `长度不能超过${params.limit}`;
    case 'minItems':
      return `至少需要${params.limit}项`;
    case 'maxItems':
      return `不能超过${params.limit}项`;
    case 'minimum':
      return `不能小于${params.limit}`;
    case 'maximum':
      return `不能大于${params.limit}`;
    case 'enum':
    case 'const':
    case 'anyOf':
      return '取值无效';
    default:
      return '格式错误';
  }
}
