import type { Translation } from '../../../app/i18n/locales/types';

type RealNameTexts = Pick<
  Translation,
  | 'person'
  | 'blacklist'
  | 'temporary'
  | 'cloudAttendance'
  | 'personBankCard'
  | 'projectBankCard'
  | 'personContract'
  | 'realName'
>;

export const realNameEs: RealNameTexts = {
  person: {
    label: 'persona',
    fields: {
      personName: 'Nombre',
      gender: 'Sexo',
      nation: 'Etnia',
      birthDate: 'Fecha de nacimiento',
      idcardNumber: 'Número de documento',
      address: 'Domicilio',
      idcardStartDate: 'Documento válido desde',
      idcardEndDate: 'Documento válido hasta',
      idcardTermStatus: 'Documento sin caducidad',
      idcardFrontPath: 'Anverso del documento',
      idcardBackPath: 'Reverso del documento',
      headPhotoPath: 'Foto',
      phone: 'Móvil',
      companyId: 'Empresa',
      teamId: 'Cuadrilla',
      workerTypeId: 'Oficio',
      jobNumber: 'Número de empleado',
      entryDate: 'Fecha de entrada',
      exitDate: 'Fecha de salida',
      onJobStatus: 'Situación laboral',
      emergencyContact: 'Contacto de emergencia',
      emergencyPhone: 'Teléfono de emergencia',
      remark: 'Observaciones',
    },
    options: { gender: { 1: 'Hombre', 2: 'Mujer' }, onJobStatus: { 1: 'En activo', 0: 'Baja' } },
  },
  blacklist: {
    label: 'entrada de la lista negra',
    fields: {
      personName: 'Nombre',
      idcardNumber: 'Número de documento',
      eventDescription: 'Descripción del incidente',
      eventTime: 'Fecha del incidente',
      eventPlace: 'Lugar del incidente',
    },
  },
  temporary: {
    label: 'visitante',
    fields: {
      personName: 'Nombre',
      idcardNumber: 'Número de documento',
      phone: 'Móvil',
      visitorCompany: 'Empresa del visitante',
      visitReason: 'Motivo de la visita',
      visitStartTime: 'Inicio de la visita',
      visitEndTime: 'Fin de la visita',
      headPhotoPath: 'Foto',
      approveStatus: 'Revisión',
      approveOpinion: 'Comentario de la revisión',
    },
    options: { approveStatus: { 0: 'Pendiente', 1: 'Aprobada', 2: 'Rechazada' } },
  },
  cloudAttendance: {
    label: 'persona con fichaje en la nube',
    fields: {
      personName: 'Nombre',
      idcardNumber: 'Número de documento',
      companyId: 'Empresa',
      teamId: 'Cuadrilla',
      cloudAttendanceTime: 'Activado el',
      lastRecordTime: 'Último fichaje',
    },
  },
  personBankCard: {
    label: 'tarjeta bancaria',
    fields: {
      personId: 'Persona',
      personName: 'Nombre',
      idcardNumber: 'Número de DNI',
      bankName: 'Banco',
      cardNumber: 'Número de tarjeta',
      bankDeposit: 'Sucursal',
      remark: 'Observaciones',
    },
  },
  projectBankCard: {
    label: 'cuenta del proyecto',
    fields: {
      accountName: 'Nombre de la cuenta',
      bankName: 'Banco',
      cardNumber: 'Número de tarjeta',
      bankDeposit: 'Sucursal',
      remark: 'Observaciones',
    },
  },
  personContract: {
    label: 'contrato laboral',
    fields: {
      personId: 'Persona',
      personName: 'Nombre',
      idcardNumber: 'Número de identidad',
      contractNo: 'Número de contrato',
      contractType: 'Tipo de contrato',
      startDate: 'Inicio',
      endDate: 'Fin',
      expiryStatus: 'Vencimiento',
      wageMode: 'Modalidad salarial',
      wageRate: 'Tarifa salarial',
      signDate: 'Fecha de firma',
      contractFile: 'Contrato firmado (escaneo)',
      remark: 'Observaciones',
    },
    options: {
      contractType: { FIXED_TERM: 'Plazo fijo', OPEN_ENDED: 'Indefinido', TASK_TERM: 'Por obra o tarea' },
      wageMode: { DAILY: 'Por día', HOURLY: 'Por hora', PIECE: 'A destajo', MONTHLY: 'Por mes' },
      expiryStatus: { EXPIRED: 'Vencido', EXPIRING: 'Por vencer', VALID: 'Vigente' },
    },
  },
  realName: {
    personBankCards: 'Tarjetas del personal',
    projectBankCards: 'Cuentas del proyecto',
    personTypes: { WORKER: 'trabajadores', MANAGER: 'responsables', OTHER: 'otras personas' },
    post: 'Puesto',
    allotTeam: 'Asignar cuadrilla',
    allotWorkType: 'Asignar oficio',
    allotPost: 'Asignar puesto',
    setOnJob: 'Dar de alta',
    setOffJob: 'Dar de baja',
    confirmOnJob: '¿Dar de alta a las {{count}} personas seleccionadas?',
    confirmOffJob:
      '¿Dar de baja a las {{count}} personas seleccionadas? Se registrará hoy como fecha de salida.',
    deleteAll: 'Eliminar todo',
    confirmDeleteAll:
      'Se eliminarán de forma permanente los {{count}} {{type}} del proyecto. ¿Desea continuar?',
    nobodyToDelete: 'El proyecto no tiene {{type}}',
    idcardFront: 'Subir anverso',
    idcardBack: 'Subir reverso',
    idcardRead: 'Campos vacíos completados con el documento',
    idcardUnread: 'No se pudo leer el documento; complete los campos manualmente',
    headImport: 'Importar fotos',
    headImportTitle: 'Importar fotos',
    headImportHint:
      'Suba un archivo zip o varias imágenes con el número de documento o de empleado como nombre; cada una será la foto de esa persona.',
    chooseFiles: 'Elegir archivos',
    chooseFilesFirst: 'Elija los archivos que desea importar',
    startImport: 'Iniciar importación',
    openTaskCentre: 'Abrir el centro de tareas',
    approve: 'Aprobar',
    refuse: 'Rechazar',
    approveTitle: 'Revisar visitante: {{name}}',
    approveOpinion: 'Comentario de la revisión',
    approveResult: 'Decisión',
    approveTrail: 'Historial de revisiones',
    addPeople: 'Añadir personas',
    addCloudTitle: 'Añadir personas al fichaje en la nube',
    pickedCount: '{{count}} personas seleccionadas',
    contractEndBeforeStart: 'La fecha de fin debe ser posterior a la de inicio',
  },
};
