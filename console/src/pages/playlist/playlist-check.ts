import { PLAYLIST_MAX_ITEMS, PLAYLIST_SECONDS, playlistProblem } from '@site/shared-schema';
import type { TFunction } from 'i18next';
import { fill } from '../../resource/problems';
import type { FormCheck } from '../../resource/ResourceForm';
import { playlistZh } from './locales/zh';
import { lacksScreen, readItems } from './playlist-items';

const PROBLEMS = playlistZh.playlistPage.problems;
type ProblemKey = keyof typeof PROBLEMS;
const PARAMS = { limit: PLAYLIST_MAX_ITEMS, min: PLAYLIST_SECONDS.min, max: PLAYLIST_SECONDS.max };

/** A problem of playlistProblem in the user's language: its Chinese text names it; one not known stays. */
function translate(problem: string, t: TFunction): string {
  const key = (Object.keys(PROBLEMS) as ProblemKey[]).find(
    (candidate) => fill(PROBLEMS[candidate], PARAMS) === problem,
  );
  return key ? t(`playlistPage.problems.${key}`, PARAMS) : problem;
}

/**
 * The play order checked as the server checks it (nothing chosen is no screen), after every row has its
 * screen: the editor keeps a row added but not chosen yet, which the server's words would call malformed.
 */
export const playlistChecks = (t: TFunction): Record<string, FormCheck> => ({
  items: {
    watch: ['items'],
    check: (values) => {
      const text = typeof values.items === 'string' && values.items ? values.items : '[]';
      if (lacksScreen(readItems(text))) return t('playlistPage.problems.screen');
      const problem = playlistProblem(text);
      return problem ? translate(problem, t) : null;
    },
  },
});
