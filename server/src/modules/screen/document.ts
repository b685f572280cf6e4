import {
  createScreenDocument,
  DATA_SOURCE_PATH_REFUSED,
  loadScreen,
  refusedDataSources,
  type ScreenDocument,
} from '@site/shared-schema';
import { ApiError, CODE, fieldError } from '../../http/envelope';

/** How many validator errors the message of a refused document names. */
const SHOWN_ERRORS = 5;

/**
 * The document to store: migrated to the current version (a screen JSON of the original product, or
 * JSON text of one, is accepted) and validated; a bad one is code 400 naming the first errors and their
 * paths. Nothing in it is evaluated, it is data only.
 */
export function readDocument(raw: unknown): ScreenDocument {
  const loaded = loadScreen(raw);
  if (loaded.ok) return checkDataSources(loaded.value);
  const shown = loaded.errors.slice(0, SHOWN_ERRORS).join('; ');
  const rest = loaded.errors.length > SHOWN_ERRORS ? `; …共 ${loaded.errors.length} 处错误` : '';
  throw new ApiError(CODE.badRequest, `document: ${shown}${rest}`);
}

/**
 * The screen name: the one given, else the document's own, else the current one. It is written into the
 * document too, so the designer's canvas and the list always agree.
 */
export function namedDocument(
  document: ScreenDocument | undefined,
  names: { given?: string; current?: string },
): { screenName: string; draft: ScreenDocument } {
  const draft = document ?? createScreenDocument();
  const screenName =
    names.given?.trim() || draft.canvasStyleData.screenName.trim() || names.current?.trim() || '';
  if (!screenName) throw fieldError('screenName', '必填');
  return { screenName, draft: { ...draft, canvasStyleData: { ...draft.canvasStyleData, screenName } } };
}

/** A document whose data sources call only the read-only site-data calls (see READABLE_SITE_PATHS). */
export function checkDataSources(document: ScreenDocument): ScreenDocument {
  const [first, ...rest] = refusedDataSources(document);
  if (!first) return document;
  const more = rest.length > 0 ? `等 ${rest.length + 1} 处` : '';
  throw new ApiError(
    CODE.badRequest,
    `${DATA_SOURCE_PATH_REFUSED}：组件「${first.label || first.id}」调用了 ${first.path}${more}`,
  );
}
