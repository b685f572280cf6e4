import type { Translation } from '../../i18n/locales/types';

export const answersEn: Translation['answers'] = {
  done: 'Done',
  saved: 'Saved',
  added: 'Added',
  updated: 'Changes saved',
  deleted: 'Deleted',
  published: 'Published',
  revoked: 'Revoked',
  unbound: 'Unbound',
  approved: 'Review saved',
  allotted: 'Assigned',
  exportQueued: 'Export started: download it from the task centre',
  passwordChanged: 'Password changed',
  loggedIn: 'Signed in',
  loggedOut: 'Signed out',
  switched: 'Switched',
  connected: 'Connected',
  pulled: 'Fetched',
  exited: 'Exit reported',
  locked: 'Locked',
  unlocked: 'Unlocked',
};
