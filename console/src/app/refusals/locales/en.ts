import type { Translation } from '../../i18n/locales/types';

export const refusalsEn: Translation['refusals'] = {
  problems: {
    required: 'is required',
    type: 'has the wrong type',
    minLength: 'must be at least {{limit}} characters',
    maxLength: 'must be at most {{limit}} characters',
    minItems: 'needs at least {{limit}} items',
    maxItems: 'takes at most {{limit}} items',
    minimum: 'must not be less than {{limit}}',
    maximum: 'must not be more than {{limit}}',
    invalid: 'is not a valid choice',
    format: 'is not in a valid format',
    unstorable: 'contains characters that cannot be saved',
    depth: 'is nested deeper than {{limit}} levels',
  },
  sentence: '{{label}} {{problem}}',
  someField: 'A value',
  fields: {
    email: 'E-mail',
    tenementUserName: 'User name',
    oldPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirmation',
    loginName: 'Login name',
    password: 'Password',
    phoneNumber: 'Mobile number',
    screenName: 'Screen name',
    keyName: 'Key name',
  },
};
