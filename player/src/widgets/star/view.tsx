/** @jsxImportSource preact */
import { SvgShape, starPoints } from '../shared/Shape';
import type { WidgetViewProps } from '../types';

const POINTS = starPoints(5);

/** SVGStar: a five-pointed star filling its box. */
export default function StarView({ component }: WidgetViewProps) {
  return <SvgShape component={component} points={POINTS} />;
}
