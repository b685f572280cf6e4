import type { MapSource } from '@site/player';

/** The map base of config.json, set once at boot for every map of the console. */
let source: MapSource = {};

export function configureMapSource(next: MapSource): void {
  source = next;
}

export function mapSource(): MapSource {
  return source;
}
