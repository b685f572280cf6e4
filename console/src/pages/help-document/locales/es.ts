import type { Translation } from '../../../app/i18n/locales/types';

export const helpAdminEs: Pick<Translation, 'helpAdmin'> = {
  helpAdmin: {
    addFolder: 'Nueva carpeta',
    addDocument: 'Nuevo documento',
    addInside: 'Nuevo documento en esta carpeta',
    addFolderInside: 'Nueva carpeta en esta carpeta',
    edit: 'Editar',
    up: 'Subir',
    down: 'Bajar',
    delete: 'Eliminar',
    confirmDelete: '¿Eliminar «{{name}}»?',
    confirmDeleteFolder: '¿Eliminar la carpeta «{{name}}» y todo su contenido?',
    editFolder: 'Editar carpeta',
    editDocument: 'Editar documento',
    name: 'Nombre',
    source: 'Contenido (Markdown)',
    sourceHint: 'Se admiten Markdown y HTML; los scripts, eventos y enlaces javascript: nunca se ejecutan.',
    preview: 'Vista previa',
    save: 'Guardar',
    cancel: 'Cancelar',
    problems: {
      name: 'Introduzca un nombre',
      nameLength: 'El nombre admite como máximo 50 caracteres',
      notFound: 'El documento no existe',
      parentNotFolder: 'Solo se puede añadir dentro de una carpeta',
      edge: 'Ya está el primero o el último',
    },
  },
};
