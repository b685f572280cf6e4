/**
 * The offline dark basemap: land and country borders of world-atlas (Natural Earth 1:50m, TopoJSON)
 * turned into GeoJSON sources of an inline style: no tile server, no glyphs, no sprite, nothing from a
 * CDN, so the map works on an intranet. Loaded only when a map has no `mapStyleUrl` configured.
 */
import type { StyleSpecification } from 'maplibre-gl';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries from 'world-atlas/countries-50m.json';
import { BASEMAP_COLOURS } from './basemap-colours';

export function offlineStyle(): StyleSpecification {
  const topology = countries as unknown as Topology<{
    countries: GeometryCollection;
    land: GeometryCollection;
  }>;
  const land = feature(topology, topology.objects.land);
  const borders = mesh(topology, topology.objects.countries, (a, b) => a !== b);
  return {
    version: 8,
    name: 'player-offline-dark',
    sources: {
      land: { type: 'geojson', data: land as GeoJSON.GeoJSON },
      borders: {
        type: 'geojson',
        data: { type: 'Feature', properties: {}, geometry: borders } as GeoJSON.GeoJSON,
      },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': BASEMAP_COLOURS.water } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': BASEMAP_COLOURS.land } },
      {
        id: 'borders',
        type: 'line',
        source: 'borders',
        paint: { 'line-color': BASEMAP_COLOURS.border, 'line-width': 1 },
      },
    ],
  };
}
