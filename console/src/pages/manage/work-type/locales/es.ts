import type { Translation } from '../../../../app/i18n/locales/types';

export const workTypeEs: Pick<Translation, 'workTypePage'> = {
  workTypePage: {
    name: { workerType: 'Oficio', managerType: 'Puesto' },
    onJobCount: 'En activo',
    personCount: 'Registrados',
    special: 'Especial',
    specialTitle: 'Oficios especiales',
    specialHint:
      'Los oficios marcados son operaciones especiales: sus trabajadores necesitan un certificado vigente. Mientras no se definan, decide el catálogo nacional.',
    save: 'Guardar',
    reset: 'Restablecer',
    resetTitle: 'Restablecer',
    resetConfirm: 'Los oficios especiales volverán a seguir el catálogo nacional. ¿Continuar?',
  },
};
