import type { Translation } from '../../../app/i18n/locales/types';

export const devEs: Pick<Translation, 'dev'> = {
  dev: {
    icons: {
      title: 'Iconos',
      search: 'Buscar iconos por nombre',
      count: '{{count}} iconos; pulse uno para copiar su nombre',
      copied: 'Copiado {{name}}',
      copyFailed: 'No se pudo copiar; cópielo a mano: {{name}}',
      none: 'Ningún icono coincide',
    },
    errors: {
      title: 'Páginas de error',
      intro:
        'Abra cada página de error o provoque un error no controlado (el registro lo guarda si está activado).',
      page401: '401 Sin permiso',
      page404: '404 Página no encontrada',
      page500: '500 Error del servidor',
      throwError: 'Provocar un error no controlado',
      rejectPromise: 'Provocar un rechazo de promesa no controlado',
      thrown: 'Un error provocado por la demostración de páginas de error',
      openLog: 'Abrir el registro de errores',
    },
    errorLog: {
      title: 'Registro de errores',
      disabled: 'El registro de errores está desactivado aquí (ponga "errorLog": true en config.json).',
      empty: 'No hay errores no controlados',
      clear: 'Vaciar',
      time: 'Hora',
      message: 'Mensaje',
      stack: 'Pila',
      url: 'Dirección',
    },
    clipboard: {
      title: 'Copiar al portapapeles',
      label: 'Texto a copiar',
      placeholder: 'Escriba el texto a copiar',
      copy: 'Copiar',
      copied: 'Copiado',
      failed: 'No se pudo copiar: el navegador no permite acceder al portapapeles',
      empty: 'Escriba el texto a copiar',
    },
  },
};
