import type { PanelBlock } from '@site/shared-schema';
import type { ComponentType } from 'react';
import { ChartBlock } from '../chart/ChartBlock';
import { DataSourceBlock } from '../data-source/DataSourceBlock';
import type { BlockProps } from '../fields/bind';
import { LinkageBlock } from '../linkage/LinkageBlock';
import { TableBlock } from '../table/TableBlock';
import { AnimationBlock } from './AnimationBlock';
import { BorderBlock } from './BorderBlock';
import { CommonStyleBlock } from './CommonStyleBlock';
import { ContentBlock } from './ContentBlock';
import { CarouselIntervalBlock, DevicePickerBlock, VideoMonitorBlock } from './DeviceBlocks';
import { EventsBlock } from './EventsBlock';
import { RateFontsBlock, TitleFontsBlock } from './FontBlocks';
import { InOutBlock } from './InOutBlock';
import { PictureBlock, VideoBlock } from './MediaBlocks';
import { PositionBlock } from './PositionBlock';
import { ClockFormatBlock, TimeBlock } from './TimeBlocks';

/**
 * One block per catalogue PanelBlock: a widget's panel is its entry's `panels` list rendered in
 * order, each under the title `designer.panel.block.<name>`. The Record type makes a new PanelBlock
 * without a block a type error.
 */
export const BLOCKS: Record<PanelBlock, ComponentType<BlockProps>> = {
  position: PositionBlock,
  commonStyle: CommonStyleBlock,
  content: ContentBlock,
  inOut: InOutBlock,
  border: BorderBlock,
  titleFonts: TitleFontsBlock,
  rateFonts: RateFontsBlock,
  time: TimeBlock,
  clockFormat: ClockFormatBlock,
  picture: PictureBlock,
  video: VideoBlock,
  chart: ChartBlock,
  table: TableBlock,
  videoMonitor: VideoMonitorBlock,
  carouselInterval: CarouselIntervalBlock,
  devicePicker: DevicePickerBlock,
  animation: AnimationBlock,
  events: EventsBlock,
  dataSource: DataSourceBlock,
  linkage: LinkageBlock,
};

/** The blocks of a type this program does not know: its box and what its style holds. */
export const FALLBACK_PANELS: readonly PanelBlock[] = ['position', 'commonStyle'];

/** Blocks folded away when a panel opens (seldom used, long). */
export const FOLDED_BLOCKS: readonly PanelBlock[] = ['animation', 'events', 'linkage', 'dataSource'];
