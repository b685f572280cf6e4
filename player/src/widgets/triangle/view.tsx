/** @jsxImportSource preact */
import { SvgShape } from '../shared/Shape';
import type { WidgetViewProps } from '../types';

/** SVGTriangle: an isosceles triangle pointing up, filling its box. */
export default function TriangleView({ component }: WidgetViewProps) {
  return <SvgShape component={component} points="50,0 100,100 0,100" />;
}
