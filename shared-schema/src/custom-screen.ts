/**
 * The screens of the designer (siteCustomScreen, seed 001 §7), their playback keys and the data-source
 * relay. The seed shows the paths, not the payloads: these shapes are ours (docs/api-decisions.md).
 */

import type { ScreenDocument } from './screen';

/** A row of the designer's screen list. Times are 'YYYY-MM-DD HH:mm:ss'. */
export interface CustomScreenItem {
  screenId: string;
  projectId: string;
  screenName: string;
  createTime: string;
  updateTime: string;
  /** '' until the first publish. */
  publishTime: string;
  /** Walls can play it: it has been published at least once. */
  published: boolean;
  /** The draft was saved after the last publish, so walls still show the older version. */
  draftChanged: boolean;
}

/** A screen with its draft document, as the designer opens it. */
export interface CustomScreenDetail extends CustomScreenItem {
  document: ScreenDocument;
}

/** A playback key as listed: never the key itself. */
export interface PlaybackKeyItem {
  keyId: string;
  screenId: string;
  keyName: string;
  /** The first characters of the key, to tell keys apart. */
  keyPrefix: string;
  createTime: string;
}

/** The answer of keyAdd: the only time the full key is shown. */
export interface CreatedPlaybackKey extends PlaybackKeyItem {
  key: string;
  /** `/player/?screen=<screenId>&key=<key>`, relative to the server. */
  playPath: string;
}

/** The answer of siteCustomScreen/play: the published version of the screen. */
export interface PlayedScreenAnswer {
  screenId: string;
  screenName: string;
  projectId: string;
  /** The project's org, whose deviceStatus topic the wall may hear; absent from older backends. */
  orgId?: string;
  document: ScreenDocument;
}

/** A host of the organisation's relay allow-list: `host` (any port) or `host:port`. */
export interface RelayHostItem {
  hostId: string;
  host: string;
  createTime: string;
}
