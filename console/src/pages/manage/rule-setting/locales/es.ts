import type { Translation } from '../../../../app/i18n/locales/types';

export const ruleSettingEs: Pick<Translation, 'ruleSetting'> = {
  ruleSetting: {
    save: 'Guardar',
    range: 'Introduzca un valor entre {{min}} y {{max}}',
    forms: {
      trainRule: 'Regla de formación',
      ruleConfig: 'Reglas de entrada',
      privateConfig: 'Configuración privada',
    },
    fields: {
      trainRuleStatus: 'Formación de seguridad obligatoria antes de entrar',
      trainHours: 'Horas de formación',
      trainValidDays: 'Validez de la formación',
      ageLimitStatus: 'Límites de edad activados',
      minAge: 'Edad mínima',
      maleMaxAge: 'Edad máxima (hombres)',
      femaleMaxAge: 'Edad máxima (mujeres)',
      blacklistCheckStatus: 'Las personas en lista negra no pueden entrar',
      contractRequiredStatus: 'Contrato laboral obligatorio',
      bankCardRequiredStatus: 'Tarjeta bancaria obligatoria',
      temperatureThreshold: 'Temperatura anómala desde',
      faceThreshold: 'Umbral de coincidencia facial',
      visitorAuditStatus: 'Los visitantes requieren aprobación',
    },
    units: { hours: 'h', days: 'días', years: 'años', celsius: '℃' },
  },
};
