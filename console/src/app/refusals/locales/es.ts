import type { Translation } from '../../i18n/locales/types';

export const refusalsEs: Translation['refusals'] = {
  problems: {
    required: 'es obligatorio',
    type: 'tiene un tipo incorrecto',
    minLength: 'debe tener al menos {{limit}} caracteres',
    maxLength: 'debe tener como máximo {{limit}} caracteres',
    minItems: 'necesita al menos {{limit}} elementos',
    maxItems: 'admite como máximo {{limit}} elementos',
    minimum: 'no puede ser menor que {{limit}}',
    maximum: 'no puede ser mayor que {{limit}}',
    invalid: 'no es una opción válida',
    format: 'no tiene un formato válido',
    unstorable: 'contiene caracteres que no se pueden guardar',
    depth: 'está anidado más de {{limit}} niveles',
  },
  sentence: '{{label}} {{problem}}',
  someField: 'Un valor',
  fields: {
    email: 'El correo',
    tenementUserName: 'El nombre de usuario',
    oldPassword: 'La contraseña actual',
    newPassword: 'La nueva contraseña',
    confirmPassword: 'La confirmación',
    loginName: 'La cuenta',
    password: 'La contraseña',
    phoneNumber: 'El móvil',
    screenName: 'El nombre de la pantalla',
    keyName: 'El nombre de la clave',
  },
};
