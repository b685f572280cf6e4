/**
 * /custom-screen-page (seed 000 §2): a published screen played inside the console for a signed-in user,
 * without a playback key. The call is ours (docs/api-decisions.md "The console's screen page").
 */
export const SCREEN_PAGE_API = {
  /** { screenId } → PlayedScreenAnswer: the published version, for a member of the screen's project. */
  play: '/front/siteCustomScreen/playBySession',
} as const;
