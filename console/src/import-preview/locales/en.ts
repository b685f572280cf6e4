import type { ImportPreviewTexts } from './types';

export const importPreviewEn: ImportPreviewTexts = {
  title: 'Import',
  templateHint: 'Download the template first, fill it in under its header row, then choose the file.',
  // Each sentence after the first brings the space before it.
  byName: ' {{fields}}: give the name.',
  byNameOrValue: ' {{fields}}: give the name or the value.',
  downloadTemplate: 'Download template',
  chooseFile: 'Choose file',
  chooseAnother: 'Choose another file',
  chosen: 'Chosen: {{name}}',
  notXlsx: 'Choose an Excel file in .xlsx format',
  reading: 'Reading the file…',
  unreadable: 'The file cannot be read. Please make sure it is an Excel file in .xlsx format',
  emptySheet: 'The file has no data rows',
  summary: '{{total}} rows: {{good}} correct, {{bad}} with errors',
  unknownColumns: 'Unknown columns (ignored): {{columns}}',
  missingRequiredColumns:
    'Missing required columns: {{columns}}. The server refuses the whole file; add them as in the template',
  missingColumns: 'Missing columns (read as empty): {{columns}}',
  duplicatedColumns: 'Repeated columns (only the first is read): {{columns}}',
  onlyBad: 'Only rows with errors',
  rowNumber: 'Row',
  problems: 'Problems',
  rowGood: 'Correct',
  badRowsHint:
    'Some rows have errors. Fix the file and choose it again, or upload it as it is: the server handles each row and records the failed ones in the task detail.',
  upload: 'Upload',
  uploadAnyway: 'Upload anyway',
  uploadFailed: 'The upload failed. Try again or choose another file',
  uploaded: 'Uploaded',
  uploadedHint:
    'The import runs in the background. The task centre shows its progress and the outcome of every row.',
  openTaskCentre: 'Open task centre',
  close: 'Close',
  rules: {
    duplicateInFile: '{{label}} repeats row {{row}}',
    numberTooLong:
      '{{label}} is a number too long to keep its digits: format the column as text and enter it again',
  },
};
