import { type AttrPanelType, defineShape, SHAPE_PANELS, SHAPE_STYLE } from '../define';

/** The SVG shapes differ only in what they draw and their attribute panel. */
const svgShape = (type: string, label: string, attrPanel: AttrPanelType) =>
  defineShape({
    type,
    label,
    attrPanel,
    size: { width: 80, height: 80 },
    defaultStyle: { ...SHAPE_STYLE, background: '#ffffff' },
    panels: SHAPE_PANELS,
  });

export const svgTriangle = svgShape('SVGTriangle', '三角形', 'triangle');
export const svgStar = svgShape('SVGStar', '星形', 'star');
/** A regular hexagon; the seed has no polygon panel, so it takes the common shape blocks. */
export const svgPolygon = svgShape('SVGPolygon', '多边形', 'common');
