import type { Language, ScreenComponent, ScreenDocument } from '@site/shared-schema';
import { h, render } from 'preact';
import type { Credentials } from './api/client';
import { DEFAULT_CONFIG, type PlayerConfig } from './app/config';
import { DataLayerContext } from './data/hooks';
import type { Fetcher, RealtimeSource } from './data/types';
import { setLanguage } from './i18n';
import { RuntimeContext } from './runtime/context';
import { createHttpFetcher, createServices, type Services } from './runtime/services';
import { ComponentBox } from './stage/ComponentBox';
import { ScreenPage } from './stage/ScreenPage';
import './stage/animations.css';
import { preloadScreenViews } from './widgets/registry';

export interface MountContext {
  /** The project whose site data the widget shows (none: site widgets stay empty). */
  projectId?: string;
  /** The project's org, whose deviceStatus topic device widgets hear with a realtime source. */
  orgId?: string;
  /** canvasStyleData.areaId of the screen being edited. */
  areaId?: string;
  /**
   * true: behave as on a wall (animations, linkage, events run) — the designer's preview.
   * false (default): static rendering for the designer's edit canvas; data still loads.
   */
  preview?: boolean;
  /** API bases and map style (default: same origin, offline basemap). */
  config?: Partial<PlayerConfig>;
  /** Credentials for data calls: the designer passes its user's `Authorization` header. */
  credentials?: Credentials;
  /** Or a fetcher of its own (performs one `{ base, path, payload }` call, returns the envelope's data). */
  fetcher?: Fetcher;
  realtime?: RealtimeSource | null;
  /** Stage scale of the host canvas (zoom), so canvases draw sharp at that zoom. Default 1. */
  scale?: number;
  /**
   * The language of the widgets' texts: the host's user's. The player speaks one language per page,
   * so this sets it for every widget mounted; none keeps the current one (Chinese at first).
   */
  language?: Language;
}

export interface MountedWidget {
  /** Re-render with a changed component (same services: data and caches are kept). */
  update(component: ScreenComponent): void;
  /** Set the host canvas zoom. */
  setScale(scale: number): void;
  unmount(): void;
}

function servicesOf(context: MountContext, live: boolean): Services {
  if (context.language) void setLanguage(context.language);
  const config: PlayerConfig = { ...DEFAULT_CONFIG, ...(context.config ?? {}) };
  return createServices({
    config,
    projectId: context.projectId ?? '',
    orgId: context.orgId,
    areaId: context.areaId ?? '',
    live,
    fetcher: context.fetcher ?? createHttpFetcher(config, context.credentials ?? {}),
    realtime: context.realtime ?? null,
  });
}

export interface WidgetScope {
  /** Mounts one widget into a DOM element that becomes its box (see mountWidget). */
  mount(element: HTMLElement, component: ScreenComponent): MountedWidget;
  /** Sets the host canvas zoom of every widget of the scope. */
  setScale(scale: number): void;
  /**
   * Sets the language of the widgets' texts (of the page's, see MountContext.language); they re-render
   * once its texts are loaded.
   */
  setLanguage(language: Language): Promise<void>;
  /** Ends the shared services; unmount the widgets first. */
  dispose(): void;
}

/**
 * Widgets mounted apart but sharing one runtime and data layer, as on a wall: identical calls of many
 * widgets are one request and one state, and linkage crosses between them. The designer mounts its
 * canvas in one scope.
 */
export function createWidgetScope(context: MountContext = {}): WidgetScope {
  const services = servicesOf(context, context.preview === true);
  services.scale.value = context.scale && context.scale > 0 ? context.scale : 1;
  return {
    mount(element, component) {
      let current = component;
      let mounted = true;
      const draw = () =>
        render(
          h(
            RuntimeContext.Provider,
            { value: services.runtime },
            h(
              DataLayerContext.Provider,
              { value: services.layer },
              h(ComponentBox, { component: current, frame: FILL }),
            ),
          ),
          element,
        );
      draw();
      return {
        update(next) {
          if (!mounted) return;
          current = next;
          draw();
        },
        setScale(scale) {
          if (mounted && scale > 0) services.scale.value = scale;
        },
        unmount() {
          if (!mounted) return;
          mounted = false;
          render(null, element);
        },
      };
    },
    setScale(scale) {
      if (scale > 0) services.scale.value = scale;
    },
    setLanguage,
    dispose: () => services.dispose(),
  };
}

/** A mounted widget fills its host element at 0,0: the host owns position and rotation. */
const FILL = {
  position: 'absolute',
  left: '0',
  top: '0',
  width: '100%',
  height: '100%',
  transform: 'none',
} as const;

/**
 * Mounts one widget into a DOM element, framework-neutral, so the React console's designer shows
 * widgets exactly as a wall does. The element becomes the component's box: the widget fills it and
 * is positioned at 0,0 (the designer's shape owns position and rotation). A scope of its own.
 */
export function mountWidget(
  element: HTMLElement,
  component: ScreenComponent,
  context: MountContext = {},
): MountedWidget {
  const scope = createWidgetScope(context);
  const widget = scope.mount(element, component);
  let mounted = true;
  return {
    ...widget,
    unmount() {
      if (!mounted) return;
      mounted = false;
      widget.unmount();
      scope.dispose();
    },
  };
}

export interface MountedScreen {
  /** Re-render with a changed document (same services: data, linkage and caches are kept). */
  update(document: ScreenDocument): void;
  unmount(): void;
}

/**
 * Mounts a whole screen exactly as a wall plays it (one runtime: linkage, events, animations and data
 * shared across widgets), fitted to the window: the designer's preview of a draft. `preview` is
 * implied; the area is the document's.
 */
export function mountScreen(
  element: HTMLElement,
  document: ScreenDocument,
  context: Omit<MountContext, 'preview' | 'scale' | 'areaId'> = {},
): MountedScreen {
  void preloadScreenViews(document.componentData);
  const services = servicesOf({ ...context, areaId: String(document.canvasStyleData.areaId ?? '') }, true);
  let mounted = true;
  const draw = (doc: ScreenDocument) =>
    render(h(ScreenPage, { services, document: doc, mode: 'fit' }), element);
  draw(document);
  return {
    update(next) {
      if (mounted) draw(next);
    },
    unmount() {
      if (!mounted) return;
      mounted = false;
      render(null, element);
      services.dispose();
    },
  };
}
