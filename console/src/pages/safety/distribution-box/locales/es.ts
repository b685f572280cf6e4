import type { Translation } from '../../../../app/i18n/locales/types';

export const distributionBoxEs: Pick<Translation, 'aepDevice' | 'aepRealtimeLog' | 'distributionBox'> = {
  aepDevice: {
    label: 'cuadro eléctrico',
    fields: {
      deviceName: 'Nombre del cuadro',
      areaName: 'Zona',
      deviceStatus: 'Estado',
      lastTime: 'Última lectura',
    },
    options: { deviceStatus: { 1: 'En línea', 0: 'Desconectado' } },
  },
  aepRealtimeLog: {
    label: 'registro del cuadro eléctrico',
    fields: {
      deviceName: 'Nombre del cuadro',
      electricity: 'Energía (kWh)',
      leakageElectricity: 'Fuga (mA)',
      temperature: 'Temperatura (°C)',
      currentA: 'Corriente fase A (A)',
      currentB: 'Corriente fase B (A)',
      currentC: 'Corriente fase C (A)',
      voltageA: 'Tensión fase A (V)',
      voltageB: 'Tensión fase B (V)',
      voltageC: 'Tensión fase C (V)',
      warnType: 'Alarma',
      recordedAt: 'Registrado el',
    },
    options: {
      warnType: {
        normal: 'Normal',
        temperature: 'Sobretemperatura',
        overcurrent: 'Sobrecarga de corriente',
        voltageLoss: 'Corte de tensión',
        lowVoltage: 'Tensión baja',
        highVoltage: 'Tensión alta',
      },
    },
  },
  distributionBox: {
    tabs: { devices: 'Cuadros', logs: 'Registro en tiempo real', electricity: 'Consumo eléctrico' },
    actions: { detail: 'Detalles', param: 'Parámetros' },
    close: 'Cerrar',
    detail: {
      readAt: 'Hora de la lectura',
      realtime: 'Valores en tiempo real',
      noReading: 'Aún no hay lecturas',
      limits: 'Límites en uso',
    },
    param: {
      title: 'Parámetros - {{name}}',
      fields: {
        ratedCurrent: 'Corriente nominal',
        maxTemperature: 'Temperatura máxima',
        lowVoltage: 'Límite de subtensión',
        highVoltage: 'Límite de sobretensión',
        maxLeakageElectricity: 'Corriente de fuga máxima',
      },
      problems: {
        required: 'Introduzca {{label, inside}}',
        range: '{{label}} debe estar entre {{min}} y {{max}}',
        decimal: '{{label}} admite como máximo un decimal',
        order: 'El límite de subtensión debe ser menor que el de sobretensión',
      },
      send: 'Enviar al cuadro',
      sent: 'Parámetros enviados, esperando al cuadro',
      latest: 'Último envío',
      never: 'Aún no se han enviado parámetros',
      sentAt: 'Enviado el {{time}}',
      statuses: {
        PENDING: 'Esperando al cuadro',
        ACKNOWLEDGED: 'Confirmado por el cuadro',
        REFUSED: 'Rechazado por el cuadro',
      },
    },
    electricity: {
      byDay: 'Por día',
      byMonth: 'Por mes',
      day: 'Fecha',
      month: 'Mes',
      allBoxes: 'Todos los cuadros',
      kwh: 'Energía (kWh)',
      total: 'Total {{value}} kWh',
    },
  },
};
