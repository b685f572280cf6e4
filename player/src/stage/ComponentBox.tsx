/** @jsxImportSource preact */
import type { ScreenComponent } from '@site/shared-schema';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { useCall } from '../data/hooks';
import { sourceCall } from '../data/source';
import { t } from '../i18n';
import { useRuntime } from '../runtime/context';
import { WidgetErrorBoundary } from '../widgets/ErrorBoundary';
import { entryOf, loadedView, loadView } from '../widgets/registry';
import { ErrorBox, LoadingBox, PlaceholderBox, SourceErrorBadge, StaleBadge } from '../widgets/states';
import type { PlayerWidgetEntry, WidgetView } from '../widgets/types';
import { Animated } from './Animated';
import { EntryAnimations } from './EntryAnimations';
import { boxStyle, type Css, safeUrl } from './style';
import './widget-font.css';

interface Props {
  component: ScreenComponent;
  /** Geometry given by a parent group (percent of the group's box) instead of the component's own. */
  frame?: Css;
}

/**
 * One component on the stage: its box (position, size, rotation, opacity, linkage override), its
 * animations, its events and linkage triggers, and an error boundary of its own around the view.
 */
export function ComponentBox({ component, frame }: Props) {
  const runtime = useRuntime();
  const override = runtime.linkage ? runtime.linkage.overrideOf(component.id).value : null;
  const effective = useMemo<ScreenComponent>(
    () => (override ? { ...component, style: { ...component.style, ...override } } : component),
    [component, override],
  );
  const entry = entryOf(component.component);
  const style = effective.style ?? ({} as ScreenComponent['style']);
  const css: Css = { ...boxStyle(style), ...(frame ?? {}) };
  if (runtime.live && runtime.linkage) css.transition = 'all 0.3s ease';
  const animated = Boolean(style.inMethod || style.outMethod || style.stopMethod);
  if (animated && runtime.live) css.overflow = 'hidden';

  const linkage = component.linkage;
  const hasClickLinkage = Boolean(linkage?.data?.some((item) => item?.event === 'v-click'));
  const hasHoverLinkage = Boolean(linkage?.data?.some((item) => item?.event === 'v-hover'));
  const events = component.events && typeof component.events === 'object' ? component.events : {};
  const redirect = safeUrl(events.redirect);
  const alertText = typeof events.alert === 'string' ? events.alert : '';
  const clickable = runtime.live && (hasClickLinkage || Boolean(redirect) || Boolean(alertText));
  if (clickable) css.cursor = 'pointer';

  const onClick = clickable
    ? () => {
        if (hasClickLinkage) runtime.linkage?.fire(component.id, linkage, 'v-click');
        if (alertText) runtime.notify(alertText);
        // A wall never navigates away from its screen: links open beside it.
        if (redirect) window.open(redirect, '_blank', 'noopener');
      }
    : undefined;
  const hover = runtime.live && hasHoverLinkage;

  return (
    <div
      class={`pw-component pw-${component.component}`}
      data-id={component.id}
      data-type={component.component}
      style={css}
      onClick={onClick}
      onMouseEnter={
        hover ? () => runtime.linkage?.fire(component.id, linkage, 'v-hover', 'enter') : undefined
      }
      onMouseLeave={
        hover ? () => runtime.linkage?.fire(component.id, linkage, 'v-hover', 'leave') : undefined
      }
    >
      <EntryAnimations animations={component.animations} enabled={runtime.live}>
        <Animated style={style} enabled={runtime.live} viewScrolls={entry?.ownsContinuousScroll}>
          <WidgetErrorBoundary label={`${component.component} ${component.id}`} resetKey={component}>
            <WidgetHost component={effective} entry={entry} />
          </WidgetErrorBoundary>
        </Animated>
      </EntryAnimations>
    </div>
  );
}

function useView(type: string): { view: WidgetView | undefined; error: Error | null } {
  const [view, setView] = useState<WidgetView | undefined>(() => loadedView(type));
  const [error, setError] = useState<Error | null>(null);
  useEffect(() => {
    const ready = loadedView(type);
    if (ready) {
      setView(() => ready);
      return;
    }
    let alive = true;
    setView(undefined);
    setError(null);
    loadView(type).then(
      (loaded) => {
        if (alive) setView(() => loaded);
      },
      (reason: unknown) => {
        if (alive) setError(reason instanceof Error ? reason : new Error(String(reason)));
      },
    );
    return () => {
      alive = false;
    };
  }, [type]);
  return { view, error };
}

function WidgetHost({
  component,
  entry,
}: {
  component: ScreenComponent;
  entry: PlayerWidgetEntry | undefined;
}) {
  const spec = useMemo(() => sourceCall(component.request), [component.request]);
  const source = useCall(spec);
  const { view: View, error } = useView(component.component);
  if (!entry)
    return <PlaceholderBox label={component.label || t('component.unknown')} type={component.component} />;
  if (error) return <ErrorBox title={t('component.failed')} detail={error.message} />;
  if (!View) return <LoadingBox />;
  return (
    <>
      <View component={component} source={spec ? source : null} />
      {spec && source.stale ? <StaleBadge updatedAt={source.updatedAt} /> : null}
      {spec && source.error && source.data === undefined ? <SourceErrorBadge error={source.error} /> : null}
    </>
  );
}
