import { IMPORT_MESSAGES, type ResourceField } from '@site/shared-schema';
import type { TFunction } from 'i18next';
import { localiseMessage } from '../resource/problems';

const REPEATED_ROW = /(\d+)行重复$/;

/**
 * A row problem of the preview in the user's language. The checks answer the server's Chinese messages:
 * the import's own ones are recognised here, the field checks' ones by the resource block's localiser,
 * and anything else is shown as it is.
 */
export function localiseRowProblem(
  message: string,
  t: TFunction,
  field: ResourceField,
  label: string,
): string {
  const row = Number(REPEATED_ROW.exec(message)?.[1]);
  if (row && message === IMPORT_MESSAGES.duplicateInFile(field.label, row)) {
    return t('importPreview.rules.duplicateInFile', { label, row });
  }
  if (message === IMPORT_MESSAGES.numberTooLong(field.label))
    return t('importPreview.rules.numberTooLong', { label });
  return localiseMessage(message, t, field, label);
}
