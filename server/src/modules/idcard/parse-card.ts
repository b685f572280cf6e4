import type { IdcardInfo, IdcardSide } from '@site/shared-schema';
import { parseIdcardBack } from './parse-back';
import { parseIdcardFront } from './parse-front';

/** What the recognised lines of one side of an ID card say; null when nothing could be read. */
export const parseIdcardLines = (lines: readonly string[], side: IdcardSide): IdcardInfo | null =>
  side === 'back' ? parseIdcardBack(lines) : parseIdcardFront(lines);
