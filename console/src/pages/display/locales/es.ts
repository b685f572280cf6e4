import type { DisplayTexts } from './en';

export const displayEs: DisplayTexts = {
  display: {
    label: 'pantalla',
    fields: {
      pairCode: 'Código de emparejamiento',
      displayName: 'Nombre de la pantalla',
      screenId: 'Pantalla que reproduce',
      playlistId: 'Lista de reproducción',
      scaleMode: 'Escalado',
      online: 'Estado',
      lastSeenTime: 'Última conexión',
      playingName: 'Reproduciendo',
      resolution: 'Resolución',
      playerVersion: 'Versión del reproductor',
      heapMb: 'Memoria (MB)',
      errorCount: 'Errores',
    },
    options: {
      scaleMode: {
        fit: 'Ajustar manteniendo la proporción',
        stretch: 'Estirar hasta llenar',
        width: 'Llenar el ancho',
      },
      online: { 1: 'En línea', 0: 'Desconectada' },
    },
  },
  displayPage: {
    help: 'Abra {{url}} en la pantalla, sin parámetros, y mostrará un código de emparejamiento; pulse «{{add}}» e introduzca el código para registrarla.',
    commands: { reload: 'Recargar', identify: 'Identificar' },
    sent: {
      reload: 'Se ha pedido a «{{name}}» que se recargue',
      identify: 'Se ha pedido a «{{name}}» que muestre su nombre',
    },
  },
};
