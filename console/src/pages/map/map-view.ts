import { type LngLat, projectCentre } from '@site/player';
import { MAP_ZOOM_OVERVIEW, MAP_ZOOM_PROJECT, type ProjectItem } from '@site/shared-schema';

/** Where the overview looks when the project has no location: the middle of the country. */
export const FALLBACK_CENTRE: LngLat = [108.95, 34.27];

export interface MapView {
  center: LngLat;
  zoom: number;
}

/** A project with a location is shown close up (zoom 16); otherwise the overview (zoom 5). */
export function viewOf(project: ProjectItem | undefined): MapView {
  const centre = projectCentre(project);
  return centre ? { center: centre, zoom: MAP_ZOOM_PROJECT } : overviewOf(project);
}

/** The overview (zoom 5), around the project when it has a location. */
export function overviewOf(project: ProjectItem | undefined): MapView {
  return { center: projectCentre(project) ?? FALLBACK_CENTRE, zoom: MAP_ZOOM_OVERVIEW };
}

/** The info window's rows (seed 000 §2): i18n key and value, the project name being its title. */
export function infoRows(project: ProjectItem): { key: string; value: string }[] {
  return [
    { key: 'map.projectStatusName', value: project.projectStatusName },
    { key: 'map.projectTypeName', value: project.projectTypeName },
    { key: 'map.builderLicenseCode', value: project.builderLicenseCode },
    { key: 'map.regionName', value: project.regionName },
    { key: 'map.address', value: project.address },
  ];
}
