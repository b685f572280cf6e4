import {
  BLACKLIST_RESOURCE,
  CLOUD_ATTENDANCE_RESOURCE,
  PERSON_BANK_CARD_RESOURCE,
  PERSON_CONTRACT_RESOURCE,
  PERSON_RESOURCE,
  PERSON_SALARY_RESOURCE,
  PROJECT_BANK_CARD_RESOURCE,
  type ResourceDescription,
  TEMPORARY_RESOURCE,
  VERIFY_DEVICE_RESOURCE,
} from '@site/shared-schema';

/**
 * The resources whose writes the log holds, by module: their fields label and show an entry's changes as
 * their own dialogs' history does. (The read-only record lists write nothing.)
 */
export const LOGGED_RESOURCES: Readonly<Record<string, ResourceDescription>> = Object.fromEntries(
  [
    PERSON_RESOURCE,
    BLACKLIST_RESOURCE,
    PERSON_BANK_CARD_RESOURCE,
    PROJECT_BANK_CARD_RESOURCE,
    PERSON_CONTRACT_RESOURCE,
    TEMPORARY_RESOURCE,
    PERSON_SALARY_RESOURCE,
    CLOUD_ATTENDANCE_RESOURCE,
    VERIFY_DEVICE_RESOURCE,
  ].map((resource) => [resource.name, resource]),
);
