import type { Translation } from '../../i18n/locales/types';

export const answersEs: Translation['answers'] = {
  done: 'Hecho',
  saved: 'Guardado',
  added: 'Añadido',
  updated: 'Cambios guardados',
  deleted: 'Eliminado',
  published: 'Publicado',
  revoked: 'Revocado',
  unbound: 'Desvinculado',
  approved: 'Revisión guardada',
  allotted: 'Asignado',
  exportQueued: 'Exportación iniciada: descárguela desde el centro de tareas',
  passwordChanged: 'Contraseña cambiada',
  loggedIn: 'Sesión iniciada',
  loggedOut: 'Sesión cerrada',
  switched: 'Cambiado',
  connected: 'Conectado',
  pulled: 'Obtenido',
  exited: 'Salida comunicada',
  locked: 'Bloqueado',
  unlocked: 'Desbloqueado',
};
