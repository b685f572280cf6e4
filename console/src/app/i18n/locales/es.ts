import { importPreviewEs } from '../../../import-preview/locales/es';
import { aiEs } from '../../../pages/ai/locales/es';
import { screenPageEs } from '../../../pages/custom-screen-page/locales/es';
import { devEs } from '../../../pages/dev/locales/es';
import { displayEs } from '../../../pages/display/locales/es';
import { educateEs } from '../../../pages/educate/locales/es';
import { zqxyEs } from '../../../pages/enterprise-agreement/locales/es';
import { epidemicEs } from '../../../pages/epidemic-control/locales/es';
import { helpAdminEs } from '../../../pages/help-document/locales/es';
import { ledEs } from '../../../pages/led/locales/es';
import { logEs } from '../../../pages/log/locales/es';
import { contractorEs } from '../../../pages/manage/contractor/locales/es';
import { districtEs } from '../../../pages/manage/district/locales/es';
import { projectInfoEs } from '../../../pages/manage/project-info/locales/es';
import { ruleSettingEs } from '../../../pages/manage/rule-setting/locales/es';
import { teamEs } from '../../../pages/manage/team/locales/es';
import { wechatAppEs } from '../../../pages/manage/wechat-app/locales/es';
import { workTypeEs } from '../../../pages/manage/work-type/locales/es';
import { playlistEs } from '../../../pages/playlist/locales/es';
import { faceDeviceEs } from '../../../pages/real-name/face-device/locales/es';
import { identifyRecordEs } from '../../../pages/real-name/identify-record/locales/es';
import { realNameEs } from '../../../pages/real-name/locales/es';
import { salaryEs } from '../../../pages/real-name/salary/locales/es';
import { attendanceStatsEs } from '../../../pages/real-name/statistics/locales/es';
import { distributionBoxEs } from '../../../pages/safety/distribution-box/locales/es';
import { dustNoiseEs } from '../../../pages/safety/dust-noise/locales/es';
import { hoistEs } from '../../../pages/safety/hoist/locales/es';
import { hoistPeopleEs } from '../../../pages/safety/hoist-people/locales/es';
import { fleetEs } from '../../../pages/vehicle/fleet/locales/es';
import { vehicleEs } from '../../../pages/vehicle/locales/es';
import { lprDeviceEs } from '../../../pages/vehicle/lpr-device/locales/es';
import { lprRecordEs } from '../../../pages/vehicle/lpr-record/locales/es';
import { monitorEs } from '../../../pages/video-monitor/locales/es';
import { resourceEs } from '../../../resource/locales/es';
import { esDesigner } from './designer/es';
import { esShell } from './shell/es';
import type { Translation } from './types';

export const es: Translation = {
  ...esDesigner,
  resource: resourceEs,
  ...projectInfoEs,
  ...ruleSettingEs,
  ...wechatAppEs,
  ...contractorEs,
  ...teamEs,
  ...workTypeEs,
  ...districtEs,
  ...realNameEs,
  ...faceDeviceEs,
  ...dustNoiseEs,
  ...distributionBoxEs,
  ...monitorEs,
  ...educateEs,
  ...devEs,
  ...screenPageEs,
  ...zqxyEs,
  ...helpAdminEs,
  ...ledEs,
  ...salaryEs,
  ...identifyRecordEs,
  ...hoistEs,
  ...hoistPeopleEs,
  ...logEs,
  ...epidemicEs,
  ...vehicleEs,
  ...aiEs,
  ...displayEs,
  ...playlistEs,
  ...lprDeviceEs,
  ...fleetEs,
  ...lprRecordEs,
  ...attendanceStatsEs,
  ...esShell,
  noProject: {
    title: '¡Su cuenta no tiene ningún proyecto habilitado!',
    hint: 'Pida a un administrador que asigne un proyecto a su cuenta y vuelva a iniciar sesión.',
  },
  error: {
    title404: 'Página no encontrada',
    text404: 'La página solicitada no existe o fue eliminada.',
    title500: 'Error en el servidor',
    text500: 'El servicio no está disponible. Inténtelo más tarde.',
    waiting500: 'Esta página vuelve al inicio sola cuando el servicio se recupere.',
    waiting500Back: 'Esta página vuelve sola a donde estaba cuando el servicio se recupere.',
    recovered: 'El servicio se ha recuperado',
    title401: 'Sin acceso',
    text401: 'No tiene permiso para abrir esta página.',
  },
  noPermission: {
    title: 'Sin permiso',
    text: 'Su cuenta no tiene permisos de menú en este proyecto. Solicite permisos a un administrador o elija otro proyecto arriba.',
    stillNone: 'Sigue sin permisos: pida a un administrador que se los asigne e inténtelo de nuevo',
  },
  importPreview: importPreviewEs,
  reportLog: {
    agreement: 'Acuerdo',
    logType: 'Tipo de operación',
    sourceName: 'Nombre del dato',
    getResultStatus: 'Estado',
    resultMessage: 'Resultado',
    createTime: 'Enviado el',
    empty: 'No hay registros de envío',
    statuses: { 0: 'No obtenido', 1: 'Obtenido', 2: 'Error al obtener' },
    logTypes: {
      ADD_COMPANY: 'Alta de empresa',
      ADD_PROJECT: 'Alta de proyecto',
      UPDATE_PROJECT: 'Modificación de proyecto',
      SAVE_PROJECT_COMPANY: 'Alta o modificación de empresa del proyecto',
      SAVE_TEAM: 'Alta o modificación de cuadrilla',
      SAVE_WORKER: 'Alta o modificación de trabajador',
      SAVE_PROJECT_WORKER: 'Alta o modificación de trabajador del proyecto',
      WORKER_ENTRY_EXIT: 'Entrada/salida de trabajadores',
      WORKER_ATTENDANCE: 'Asistencia de trabajadores',
      DEVICE_ACCESS: 'Informe de acceso de dispositivos',
      CONTRACT: 'Contrato',
      CERTIFICATE: 'Certificado',
      DUST_NOISE: 'Polvo y ruido',
      CRANE_BASE: 'Datos básicos de grúa',
      CRANE_REALTIME: 'Registro en tiempo real de grúa',
      CRANE_WORK_CYCLE: 'Ciclo de trabajo de grúa',
      CRANE_ALARM: 'Alarma de grúa',
    },
  },
  help: {
    title: 'Documento de ayuda',
    searchPlaceholder: 'Buscar carpetas o documentos',
    noMatch: 'Ninguna carpeta o documento coincide',
    chooseDocument: 'Elija un documento a la izquierda',
  },
  customScreen: {
    screenName: 'Nombre de la pantalla',
    screenNamePlaceholder: 'Introduzca el nombre de la pantalla',
    updateTime: 'Actualizada',
    publishTime: 'Publicada',
    unpublished: 'Sin publicar',
    draftState: 'Borrador',
    draftChanged: 'Cambiada desde la publicación',
    actions: 'Acciones',
    add: 'Nueva pantalla',
    rename: 'Renombrar',
    copy: 'Copiar',
    publish: 'Publicar',
    preview: 'Vista previa',
    keys: 'Claves de reproducción',
    delete: 'Eliminar',
    confirmDelete: 'Esta acción elimina la pantalla de forma permanente. ¿Continuar?',
    saved: 'Guardado',
    copiedScreen: 'Copiada',
    empty: 'No hay pantallas',
    keysTitle: 'Claves de reproducción - {{name}}',
    keyName: 'Nombre de la clave',
    keyNamePlaceholder: 'Nombre de la clave (opcional), p. ej. Pantalla del vestíbulo',
    keyPrefix: 'Prefijo de la clave',
    createTime: 'Creada',
    createKey: 'Nueva clave',
    revoke: 'Revocar',
    confirmRevoke:
      'Las pantallas que usan la clave «{{name}}» dejarán de reproducir al revocarla. ¿Continuar?',
    noKeys: 'No hay claves',
    notPublishedHint:
      'Esta pantalla aún no está publicada: las pantallas murales podrán reproducirla cuando lo esté.',
    keyShownOnce: 'La clave solo se muestra esta vez: cópiela ahora.',
    key: 'Clave',
    wallLink: 'Enlace de reproducción',
    copyLink: 'Copiar enlace',
    copied: 'Copiado',
    copyUnavailable:
      'El navegador no puede acceder al portapapeles aquí: seleccione el enlace y cópielo a mano.',
    openWall: 'Abrir pantalla',
  },
  authRedirect: {
    waiting: 'Esperando los datos de inicio de sesión…',
    invalid: 'No llegaron datos de inicio de sesión. Inicie sesión de nuevo.',
    toLogin: 'Ir a iniciar sesión',
  },
  avoidLogin: {
    signingIn: 'Iniciando sesión…',
    failed: 'Falló el inicio sin contraseña. Inicie sesión con su cuenta y contraseña.',
  },
  dataScreen: {
    edit: 'Editar',
    submit: 'Enviar',
    backToAdmin: 'Volver a la gestión',
    remarkPlaceholder: 'Añada una nota con el lápiz de la derecha',
    skies: {
      sunny: 'Soleado',
      cloudy: 'Nublado',
      overcast: 'Cubierto',
      shower: 'Chubascos',
      thunderShower: 'Tormentas',
      lightRain: 'Lluvia ligera',
      moderateRain: 'Lluvia',
      heavyRain: 'Lluvia intensa',
      sleet: 'Aguanieve',
      lightSnow: 'Nevada ligera',
      moderateSnow: 'Nieve',
      heavySnow: 'Nevada intensa',
      fog: 'Niebla',
      haze: 'Calima',
    },
    weekdays: {
      sun: 'domingo',
      mon: 'lunes',
      tue: 'martes',
      wed: 'miércoles',
      thu: 'jueves',
      fri: 'viernes',
      sat: 'sábado',
    },
  },
  map: {
    title: 'Mapa del proyecto',
    overview: 'Vista general',
    failed: 'No se pudo cargar el mapa',
    projectStatusName: 'Estado',
    projectTypeName: 'Tipo',
    builderLicenseCode: 'Licencia de obra',
    regionName: 'Región',
    address: 'Dirección',
  },
};
