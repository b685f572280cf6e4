import type { PlaylistTexts } from './en';

export const playlistEs: PlaylistTexts = {
  playlist: {
    label: 'lista de reproducción',
    fields: {
      playlistName: 'Nombre de la lista',
      items: 'Orden de reproducción',
      screenNames: 'Pantallas',
      roundSeconds: 'Una vuelta (s)',
    },
  },
  playlistPage: {
    help: 'Una pantalla registrada con una lista reproduce sus pantallas publicadas en orden, una y otra vez, cada una durante sus segundos; las no publicadas se omiten.',
    empty: 'Aún no hay pantallas',
    screen: 'Elija una pantalla',
    unpublished: '{{name}} (sin publicar)',
    seconds: 's',
    up: 'Subir',
    down: 'Bajar',
    remove: 'Quitar',
    add: 'Añadir una pantalla',
    problems: {
      format: 'El orden de reproducción no es válido',
      empty: 'Elija al menos una pantalla',
      tooMany: 'Como máximo {{limit}} pantallas',
      seconds: 'Cada pantalla se muestra de {{min}} a {{max}} segundos',
      screen: 'Elija una pantalla en cada fila',
    },
  },
};
