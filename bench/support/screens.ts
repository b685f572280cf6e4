import {
  createComponent,
  createScreenDocument,
  type ScreenComponent,
  type ScreenDocument,
  WIDGET_TYPES,
  type WidgetType,
} from '@site/shared-schema';

/** The n-th cell of a grid of `count` cells over 1920 × 1080, `columns` wide. */
function inCell(component: ScreenComponent, index: number, count = 100, columns = 10): ScreenComponent {
  const width = 1920 / columns;
  const height = 1080 / Math.ceil(count / columns);
  component.style = {
    ...component.style,
    left: (index % columns) * width,
    top: Math.floor(index / columns) * height,
    width: width - 4,
    height: height - 4,
  };
  return component;
}

/** `count` widgets in a grid, cycling through every type but the group (which needs children) and the excluded. */
function widgetGrid(count: number, columns: number, exclude: readonly string[] = []): ScreenDocument {
  const document = createScreenDocument({ screenName: `基准：${count} 个组件`, background: '#0b1a33' });
  const types = WIDGET_TYPES.filter((type) => type !== 'Group' && !exclude.includes(type));
  document.componentData = Array.from({ length: count }, (_, index) =>
    inCell(createComponent(types[index % types.length], { left: 0, top: 0 }), index, count, columns),
  );
  return document;
}

/** 100 widgets of every type: the player's render benchmark. */
export const hundredWidgetScreen = (): ScreenDocument => widgetGrid(100, 10);

/** 500 widgets for the designer's canvas, without maps (Chromium allows 16 WebGL contexts a page). */
export const crowdedScreen = (): ScreenDocument => widgetGrid(500, 25, ['VMap']);

/** A screen of a playlist: these widgets in a grid of four columns. */
export function playlistScreen(types: readonly WidgetType[]): ScreenDocument {
  const document = createScreenDocument({
    screenName: `基准：轮播 ${types.length} 个组件`,
    background: '#0b1a33',
  });
  document.componentData = types.map((type, index) =>
    inCell(createComponent(type, { left: 0, top: 0 }), index, types.length, 4),
  );
  return document;
}

/** 100 text widgets, each reading its own data source through the relay every second. */
export function refreshScreen(sourceUrl: string): ScreenDocument {
  const document = createScreenDocument({ screenName: '基准：数据刷新', background: '#0b1a33' });
  document.componentData = Array.from({ length: 100 }, (_, index) => {
    const text = createComponent('VText', { left: 0, top: 0 });
    text.request = {
      url: `${sourceUrl}?widget=${index}`,
      method: 'GET',
      paramType: '',
      data: [],
      series: true,
      time: 1000,
      requestCount: 0,
    };
    return inCell(text, index);
  });
  return document;
}
