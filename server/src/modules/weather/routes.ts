import { type Weather, WIDGET_CALLS } from '@site/shared-schema';
import { defineRoute } from '../../http/route';
import type { AppDeps } from '../../options';
import { findProject } from '../project/queries';
import { simulatedWeather } from '../simulator/weather';
import { weatherSource } from './source';

/** The city part of a full region name: 浙江省杭州市上城区 → 杭州市. */
const cityOf = (regionName: string) => regionName.match(/(?:省|自治区)?([^省]+?市)/)?.[1] ?? regionName;

/**
 * A configured weather service wins; else the demo simulator's weather (for the city of the wall's
 * project); else null, and the clock widget shows no weather.
 */
export const weatherRoutes = ({ db, options }: AppDeps) => {
  const source = options.weatherUrl ? weatherSource(options.weatherUrl) : null;
  return [
    defineRoute({
      path: WIDGET_CALLS.weather.path,
      access: 'session',
      // Not about one project: any live key of the org's walls may ask.
      wall: 'org',
      handler: async ({ playback }): Promise<Weather | null> => {
        if (source) return source.current();
        if (!options.simulator) return null;
        const project = playback && (await findProject(db, playback.projectId));
        return simulatedWeather(Date.now(), project ? cityOf(project.regionName) : '');
      },
    }),
  ];
};
