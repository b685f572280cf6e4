/** @jsxImportSource preact */
import type { ComponentChildren } from 'preact';
import type { CallState } from '../../data/types';
import { EmptyBox, ErrorBox, Frame, LoadingBox, StaleBadge } from '../states';

interface Props {
  call: CallState<unknown>;
  /** The answer holds nothing to show (e.g. an empty list). */
  empty: boolean;
  emptyText?: string;
  children: ComponentChildren;
}

/**
 * A catalogue call's content in its state: loading until the first answer, an error only while there
 * is no good answer to show, empty for a null or empty answer (or no call: the designer without a
 * project), else the content, with the stale badge while its data may be out of date.
 */
export function CallContent({ call, empty, emptyText, children }: Props) {
  if (call.data === undefined || call.data === null) {
    if (call.error) return <ErrorBox detail={call.error} />;
    if (call.loading) return <LoadingBox />;
    return <EmptyBox text={emptyText} />;
  }
  return (
    <Frame>
      {empty ? <EmptyBox text={emptyText} /> : children}
      {call.stale ? <StaleBadge updatedAt={call.updatedAt} offline={call.offline} /> : null}
    </Frame>
  );
}
