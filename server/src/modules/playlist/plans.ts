import { PLAYLIST_API, PLAYLIST_RESOURCE } from '@site/shared-schema';
import type { RoutePlan } from '../../resource/plan';
import { screenChoices } from '../display/choices';
import { choicesPlan } from '../display/plans';

/** The screens a playlist may hold, for its editor, under the playlists' own code. */
export const playlistPlans: RoutePlan[] = [
  choicesPlan('screenChoices', PLAYLIST_API.screenChoices, PLAYLIST_RESOURCE.permission.list, screenChoices),
];
