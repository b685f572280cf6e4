import {
  type AgreementException,
  type AgreementExceptionNotice,
  datePart,
  formatDateTime,
} from '@site/shared-schema';

/** The agreements the dialog lists: those with exception records. */
export const exceptionsToShow = (list: readonly AgreementException[]): AgreementException[] =>
  list.filter((item) => item.exceptionRecordCount > 0);

/** The user asked on this day not to be reminded again (the stamp is the browser's local date-time). */
export const quietToday = (notice: AgreementExceptionNotice, now: number): boolean =>
  datePart(notice.agreementExcptionNoneDate) === datePart(now);

/** The dialog opens when an agreement has exception records, unless today is a quiet day. */
export const shouldOpenExceptionDialog = (
  list: readonly AgreementException[],
  notice: AgreementExceptionNotice,
  now: number,
): boolean => exceptionsToShow(list).length > 0 && !quietToday(notice, now);

/** The settings form sent back on closing: stamped with the current date-time only when the box is ticked. */
export const acknowledgement = (
  notice: AgreementExceptionNotice,
  remindOffToday: boolean,
  now: number,
): AgreementExceptionNotice => ({
  ...notice,
  agreementExcptionNoneDate: remindOffToday ? formatDateTime(now) : '',
});
