import type { Translation } from '../../../../app/i18n/locales/types';

export const workTypeEn: Pick<Translation, 'workTypePage'> = {
  workTypePage: {
    name: { workerType: 'Work type', managerType: 'Post' },
    onJobCount: 'On the job',
    personCount: 'Registered',
    special: 'Special',
    specialTitle: 'Special work types',
    specialHint:
      'Ticked work types are special operations: their workers need a valid special-operation certificate. Until set, the national catalogue decides.',
    save: 'Save',
    reset: 'Restore defaults',
    resetTitle: 'Restore defaults',
    resetConfirm: 'The special work types will follow the national catalogue again. Continue?',
  },
};
