import type { IdcardInfo } from '@site/shared-schema';
import { isoDate } from './calendar';
import { digitsOf } from './idcard-number';
import { cardText, label, readFields, valuesByLabel } from './labelled-text';

/** The labels of the back (国徽面), top to bottom. */
const BACK_LABELS = [label('issuingAuthority', '签发机关'), label('validity', '有效期限')] as const;

/** 2016.05.01, 2016-05-01, 20160501 or 2016年05月01日. */
const DATE = /(\d{4})[.,·\-/年]?(\d{1,2})[.,·\-/月]?(\d{1,2})/g;
const LONG_TERM = /长\s*期/;
/** A validity without its label: a date, a dash (or what OCR makes of it), then a date or 长期. */
const VALIDITY_LINE = /\d{4}[.,·\-/]?\d{1,2}[.,·\-/]?\d{1,2}\s*[-—–一~至]\s*(\d{4}|长\s*期)/;

function authorityOf(value: string | undefined): string | undefined {
  const authority = (value ?? '').replace(/[\s:]/g, '');
  return authority.length >= 2 && authority.length <= 64 ? authority : undefined;
}

/** 有效期限 2016.05.01-2036.05.01, or 2016.05.01-长期 (long-term: no end date). */
function validityOf(
  value: string,
): Pick<IdcardInfo, 'idcardStartDate' | 'idcardEndDate' | 'idcardTermStatus'> {
  const [start, end] = [...digitsOf(value.replace(/\s+/g, '')).matchAll(DATE)].map((parts) =>
    isoDate(Number(parts[1]), Number(parts[2]), Number(parts[3])),
  );
  if (!start) return {};
  if (LONG_TERM.test(value)) return { idcardStartDate: start, idcardTermStatus: 1 };
  if (end && end > start) return { idcardStartDate: start, idcardEndDate: end, idcardTermStatus: 0 };
  return { idcardStartDate: start };
}

/**
 * Reads the back of an ID card from its recognised lines (in reading order): the issuing authority and the
 * validity. Without a readable 有效期限 label, a line shaped like a validity is taken (never a lone date,
 * such as a front's birth date).
 */
export function parseIdcardBack(lines: readonly string[]): IdcardInfo | null {
  const text = cardText(lines);
  const values = valuesByLabel(text, BACK_LABELS);
  const validity = values.validity ?? text.split('\n').find((line) => VALIDITY_LINE.test(digitsOf(line)));
  return readFields({
    issuingAuthority: authorityOf(values.issuingAuthority),
    ...(validity ? validityOf(validity) : {}),
  });
}
