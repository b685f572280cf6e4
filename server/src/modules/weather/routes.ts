import { type Weather, WIDGET_CALLS } from '@site/shared-schema';
import { defineRoute } from '../../http/route';
import type { AppDeps } from '../../options';
import { weatherSource } from './source';

/** Without a configured service the answer is null, and the clock widget shows no weather. */
export const weatherRoutes = ({ options }: AppDeps) => {
  const source = options.weatherUrl ? weatherSource(options.weatherUrl) : null;
  return [
    defineRoute({
      path: WIDGET_CALLS.weather.path,
      access: 'session',
      // Not about one project: any live key of the org's walls may ask.
      wall: 'org',
      handler: (): Promise<Weather | null> | null => source?.current() ?? null,
    }),
  ];
};
