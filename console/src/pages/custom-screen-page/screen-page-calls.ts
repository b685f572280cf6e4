import { type PlayedScreenAnswer, SCREEN_PAGE_API } from '@site/shared-schema';
import { fetchData } from '../../api/http';

export const playScreenBySession = (screenId: string) =>
  fetchData<PlayedScreenAnswer>(SCREEN_PAGE_API.play, { screenId });

/** The console's address of a screen played by the signed-in user. */
export const screenPagePath = (screenId: string) =>
  `/custom-screen-page?screenId=${encodeURIComponent(screenId)}`;
