import type { ResourceField } from '@site/shared-schema';

/** Where a field appears, with the defaults of types.ts. */

export const inTable = (field: ResourceField): boolean => field.table ?? field.type !== 'textarea';

export const inForm = (field: ResourceField): boolean => (field.form ?? true) !== false;

export const inExport = (field: ResourceField): boolean => field.export ?? inTable(field);

/** The keys a row answers a field under when it is shown by name (teamId → teamName). */
export const shownKey = (field: ResourceField): string => field.nameKey ?? field.key;
