import { CONTRACT_END_BEFORE_START, checkContractEnd } from '@site/shared-schema';
import type { TFunction } from 'i18next';
import type { FormCheck } from '../../resource/ResourceForm';

/**
 * A contract's end date: required unless the contract has no fixed term, and after the start; re-checked
 * when the type or the start changes. The required message is the block's (请选择合同结束日期, translated
 * there); the order of the dates is worded here.
 */
export const contractFormChecks = (t: TFunction): Record<string, FormCheck> => ({
  endDate: {
    watch: ['contractType', 'startDate', 'endDate'],
    check: (values) => {
      const problem = checkContractEnd(values);
      return problem === CONTRACT_END_BEFORE_START ? t('realName.contractEndBeforeStart') : problem;
    },
  },
});
