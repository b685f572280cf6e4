import { loadMapKit } from '@site/player';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { mapSource } from './map-source';
import type { MapView } from './map-view';

export type MapKit = Awaited<ReturnType<typeof loadMapKit>>;
export type MapInstance = InstanceType<MapKit['maplibregl']['Map']>;

export interface LoadedMap {
  kit: MapKit;
  map: MapInstance;
}

/** Sets a GeoJSON source's data, adding the source the first time. */
export function setGeoJson(map: MapInstance, id: string, data: GeoJSON.GeoJSON): void {
  const source = map.getSource(id) as { setData?: (value: GeoJSON.GeoJSON) => void } | undefined;
  if (source?.setData) source.setData(data);
  else map.addSource(id, { type: 'geojson', data });
}

/**
 * A MapLibre map of the player's offline kit in `host`, opened on `view`, removed on unmount; `onLoad`
 * runs once its style has loaded (layers, handlers). Answers the map once loaded, or why it failed.
 */
export function useMap(
  host: RefObject<HTMLDivElement | null>,
  view: MapView,
  options: { doubleClickZoom?: boolean; onLoad?: (loaded: LoadedMap) => void } = {},
): { loaded: LoadedMap | undefined; failure: string | undefined } {
  const [loaded, setLoaded] = useState<LoadedMap>();
  const [failure, setFailure] = useState<string>();
  // Read once the map has loaded: the caller's latest handler, without creating the map again.
  const onLoad = useRef(options.onLoad);
  onLoad.current = options.onLoad;
  const doubleClickZoom = options.doubleClickZoom ?? true;

  useEffect(() => {
    let disposed = false;
    let created: MapInstance | undefined;
    let stopFollowing = () => {};
    loadMapKit(mapSource())
      .then((kit) => {
        if (disposed || !host.current) return;
        created = new kit.maplibregl.Map({
          container: host.current,
          style: kit.style,
          center: view.center,
          zoom: view.zoom,
          attributionControl: false,
          fadeDuration: 0,
          doubleClickZoom,
        });
        const map = created;
        map.on('load', () => {
          if (disposed) return;
          stopFollowing = kit.follow(map);
          onLoad.current?.({ kit, map });
          setLoaded({ kit, map });
        });
      })
      .catch((error: unknown) => setFailure(error instanceof Error ? error.message : String(error)));
    return () => {
      disposed = true;
      stopFollowing();
      created?.remove();
    };
  }, [host, view, doubleClickZoom]);

  return { loaded, failure };
}
