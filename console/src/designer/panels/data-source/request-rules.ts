import {
  checkRequestUrl,
  DATA_SOURCE_PATH_REFUSED,
  type DataSourceRequest,
  type RequestParamType,
  refusedDataSourcePath,
} from '@site/shared-schema';

type Params = DataSourceRequest['data'];

/**
 * The parameters a data source starts with when its parameter type changes (seed 001 §4): one empty
 * item for an array, one empty pair for an object or a string, nothing when no type is chosen.
 */
export function emptyParams(paramType: RequestParamType): Params {
  if (paramType === 'array') return [''];
  if (paramType === 'object' || paramType === 'string') return [['', '']];
  return [];
}

/**
 * What a blur leaves in the URL field: the trimmed text, and the seed's message when it is no URL, or
 * ours when it is a site path other than the read-only data calls (the server refuses to save it).
 */
export function checkUrlOnBlur(value: string): { url: string; error: string | null } {
  const url = value.trim();
  // An empty URL means "no data source": nothing to complain about.
  if (!url) return { url, error: null };
  const refused = refusedDataSourcePath(url) ? DATA_SOURCE_PATH_REFUSED : null;
  return { url, error: checkRequestUrl(url) ?? refused };
}

/** A blank parameter item of the type: a value for arrays, a [name, value] pair otherwise. */
export function blankParam(paramType: RequestParamType): Params[number] {
  return paramType === 'array' ? '' : ['', ''];
}

export function addParam(data: Params, paramType: RequestParamType): Params {
  return [...data, blankParam(paramType)];
}

export function removeParam(data: Params, index: number): Params {
  return data.filter((_, i) => i !== index);
}

/** Sets the name (part 0) or the value (part 1) of a pair, or the value of an array item. */
export function setParam(data: Params, index: number, part: 0 | 1, value: string): Params {
  return data.map((item, i) => {
    if (i !== index) return item;
    if (typeof item === 'string') return value;
    return part === 0 ? [value, item[1]] : [item[0], value];
  });
}
