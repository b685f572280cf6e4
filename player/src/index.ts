/**
 * @site/player as a library: the framework-neutral widget mount used by the console's designer, and
 * the types it takes. The wall app itself is index.html + src/main.tsx.
 */
export type { Credentials } from './api/client';
export { PLAYBACK_KEY_HEADER } from './api/headers';
export { PLAY_SCREEN_PATH, RELAY_PATH } from './api/screen';
export type { PlayerConfig } from './app/config';
export type { CallSpec, CallState, Fetcher, RealtimeSource } from './data/types';
export {
  BASEMAP_COLOURS,
  boundaryRing,
  gridLines,
  type LngLat,
  loadMapKit,
  type MapSource,
  projectCentre,
} from './map-kit';
export {
  createWidgetScope,
  type MountContext,
  type MountedScreen,
  type MountedWidget,
  mountScreen,
  mountWidget,
  type WidgetScope,
} from './mount';
export { computeStageTransform, type ScaleMode, type StageTransform } from './stage/scale';
export { REGISTRY as PLAYER_WIDGETS } from './widgets/registry';
