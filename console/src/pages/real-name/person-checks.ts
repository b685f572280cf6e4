import { checkIdCardDates, MESSAGES } from '@site/shared-schema';
import type { FormCheck } from '../../resource/ResourceForm';

const DATE_FIELDS = ['idcardStartDate', 'idcardEndDate', 'idcardTermStatus'];

/**
 * The ID-card dates (seed 000 §5): the start is required and not after the end; without an end the
 * long-term flag must be set. Each message shows beside the field it is about.
 */
export const PERSON_FORM_CHECKS: Record<string, FormCheck> = {
  idcardStartDate: {
    watch: DATE_FIELDS,
    check: (values) => {
      const problem = checkIdCardDates(values);
      return problem === MESSAGES.idcardEndRequired ? null : problem;
    },
  },
  idcardEndDate: {
    watch: DATE_FIELDS,
    check: (values) => {
      const problem = checkIdCardDates(values);
      return problem === MESSAGES.idcardEndRequired ? problem : null;
    },
  },
};
