import type { Translation } from '../../../app/i18n/locales/types';

export const helpAdminEn: Pick<Translation, 'helpAdmin'> = {
  helpAdmin: {
    addFolder: 'New folder',
    addDocument: 'New document',
    addInside: 'New document in this folder',
    addFolderInside: 'New folder in this folder',
    edit: 'Edit',
    up: 'Move up',
    down: 'Move down',
    delete: 'Delete',
    confirmDelete: 'Delete "{{name}}"?',
    confirmDeleteFolder: 'Delete the folder "{{name}}" and everything in it?',
    editFolder: 'Edit folder',
    editDocument: 'Edit document',
    name: 'Name',
    source: 'Content (Markdown)',
    sourceHint: 'Markdown and HTML are accepted; scripts, event handlers and javascript: links never run.',
    preview: 'Preview',
    save: 'Save',
    cancel: 'Cancel',
    problems: {
      name: 'Enter a name',
      nameLength: 'A name can have at most 50 characters',
      notFound: 'The document does not exist',
      parentNotFolder: 'Documents can only be added to a folder',
      edge: 'Already first or last',
    },
  },
};
