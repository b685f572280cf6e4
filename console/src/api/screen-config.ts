import { DASHBOARD_API, type ScreenConfig, type Weather, WIDGET_CALLS } from '@site/shared-schema';
import { fetchData, fetchMessage } from './http';

/** The data screen's name and remark of a project (empty texts until saved). */
export const queryScreenConfig = (businessId: string) =>
  fetchData<ScreenConfig>(DASHBOARD_API.screenConfigQuery, { businessId });

/** Saves both texts; answers the server's message, which the screen shows as the success toast. */
export const saveScreenConfig = (config: ScreenConfig) =>
  fetchMessage(DASHBOARD_API.screenConfigSave, config);

/** The weather of the data screen's header; null when no source is configured. */
export const queryWeather = () => fetchData<Weather | null>(WIDGET_CALLS.weather.path);
