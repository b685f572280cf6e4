import type { ImportPreviewTexts } from './types';

export const importPreviewEs: ImportPreviewTexts = {
  title: 'Importar',
  templateHint: 'Descargue primero la plantilla, rellénela bajo su fila de encabezado y elija el archivo.',
  // Each sentence after the first brings the space before it.
  byName: ' {{fields}}: indique el nombre.',
  byNameOrValue: ' {{fields}}: indique el nombre o el valor.',
  downloadTemplate: 'Descargar plantilla',
  chooseFile: 'Elegir archivo',
  chooseAnother: 'Elegir otro archivo',
  chosen: 'Elegido: {{name}}',
  notXlsx: 'Elija un archivo de Excel en formato .xlsx',
  reading: 'Leyendo el archivo…',
  unreadable: 'No se puede leer el archivo. Compruebe que es un archivo de Excel en formato .xlsx',
  emptySheet: 'El archivo no tiene filas de datos',
  summary: '{{total}} filas: {{good}} correctas, {{bad}} con errores',
  unknownColumns: 'Columnas desconocidas (se ignoran): {{columns}}',
  missingRequiredColumns:
    'Faltan columnas obligatorias: {{columns}}. El servidor rechaza el archivo entero; añádalas como en la plantilla',
  missingColumns: 'Columnas que faltan (se leen vacías): {{columns}}',
  duplicatedColumns: 'Columnas repetidas (solo se lee la primera): {{columns}}',
  onlyBad: 'Solo filas con errores',
  rowNumber: 'Fila',
  problems: 'Problemas',
  rowGood: 'Correcta',
  badRowsHint:
    'Algunas filas tienen errores. Corrija el archivo y vuelva a elegirlo, o súbalo tal cual: el servidor procesa cada fila y anota las fallidas en el detalle de la tarea.',
  upload: 'Subir',
  uploadAnyway: 'Subir de todos modos',
  uploadFailed: 'La subida ha fallado. Vuelva a intentarlo o elija otro archivo',
  uploaded: 'Subido',
  uploadedHint:
    'La importación se ejecuta en segundo plano. El centro de tareas muestra su progreso y el resultado de cada fila.',
  openTaskCentre: 'Abrir el centro de tareas',
  close: 'Cerrar',
  rules: {
    duplicateInFile: '{{label}} repite la fila {{row}}',
    numberTooLong:
      '{{label}} es un número demasiado largo y ha perdido cifras: dé formato de texto a la columna y vuelva a escribirlo',
  },
};
