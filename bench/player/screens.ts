import {
  createComponent,
  createScreenDocument,
  type ScreenComponent,
  type ScreenDocument,
  WIDGET_TYPES,
} from '@site/shared-schema';

const GRID = 10;

/** A cell of a 10 × 10 grid over 1920 × 1080. */
function inCell(component: ScreenComponent, index: number): ScreenComponent {
  const width = 1920 / GRID;
  const height = 1080 / GRID;
  component.style = {
    ...component.style,
    left: (index % GRID) * width,
    top: Math.floor(index / GRID) * height,
    width: width - 4,
    height: height - 4,
  };
  return component;
}

/** 100 widgets cycling through every type but the group (which needs children). */
export function hundredWidgetScreen(): ScreenDocument {
  const document = createScreenDocument({ screenName: '基准：100 个组件', background: '#0b1a33' });
  const types = WIDGET_TYPES.filter((type) => type !== 'Group');
  document.componentData = Array.from({ length: 100 }, (_, index) =>
    inCell(createComponent(types[index % types.length], { left: 0, top: 0 }), index),
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
