/** @jsxImportSource preact */
import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../../i18n';
import { useRuntime } from '../../runtime/context';
import { px, safeUrl } from '../../stage/style';
import { EmptyBox, ErrorBox } from '../states';
import type { WidgetViewProps } from '../types';

/** After an error the video tries again after this long (a wall must recover by itself). */
export const VIDEO_RETRY_MS = 30_000;

/**
 * Video: plays `style.url` muted (browsers only autoplay muted), looping when `style.loop`. On a
 * network error it retries every 30 s; the element is emptied on unmount so the decoder is freed.
 * Nothing loads on the designer's edit canvas beyond the first frame (preload metadata, no autoplay).
 */
export default function VideoView({ component }: WidgetViewProps) {
  const { live } = useRuntime();
  const url = safeUrl(component.style.url);
  const loop = component.style.loop !== false;
  const element = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(() => {
      setFailed(false);
      setAttempt((n) => n + 1);
    }, VIDEO_RETRY_MS);
    return () => clearTimeout(timer);
  }, [failed]);

  useEffect(() => {
    const video = element.current;
    return () => {
      if (!video) return;
      try {
        video.pause();
        video.removeAttribute('src');
        video.load();
      } catch {
        // jsdom and some WebViews have no media support: nothing to free.
      }
    };
  }, [attempt]);

  if (!url) return <EmptyBox text={t('media.noVideo')} />;
  return (
    <div
      style={{
        position: 'relative',
        width: '100%',
        height: '100%',
        background: '#000',
        borderRadius: px(component.style.borderRadius),
        overflow: 'hidden',
      }}
    >
      <video
        key={attempt}
        ref={element}
        src={url}
        muted
        playsInline
        loop={loop}
        autoPlay={live}
        preload={live ? 'auto' : 'metadata'}
        onError={() => setFailed(true)}
        style={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }}
      />
      {failed ? (
        <div style={{ position: 'absolute', inset: '0' }}>
          <ErrorBox title={t('media.videoFailed')} detail={t('media.retrying')} />
        </div>
      ) : null}
    </div>
  );
}
