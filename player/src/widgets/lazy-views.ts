import type { WidgetType } from '@site/shared-schema';
import AreaAttendanceView from './area-attendance/view';
import AttendanceLiveChartView from './attendance-live-chart/view';
import AttendanceRateView from './attendance-rate/view';
import ButtonView from './button/view';
import ChartView from './chart/view';
import ClockView from './clock/view';
import CompanyListView from './company-list/view';
import ElectricalStatisticsView from './electrical-statistics/view';
import ElectricalWarnView from './electrical-warn/view';
import ElectricityChartView from './electricity-chart/view';
import EntryExitRecordView from './entry-exit-record/view';
import EnvironmentMonitorView from './environment-monitor/view';
import GroupView from './group/view';
import LeakageChartView from './leakage-chart/view';
import LiftView from './lift/view';
import MapView from './map/view';
import NoticeView from './notice/view';
import OutInLiveChartView from './out-in-live-chart/view';
import PersonCountView from './person-count/view';
import PictureView from './picture/view';
import ProjectInfoView from './project-info/view';
import ProjectNameView from './project-name/view';
import TableView from './table/view';
import TeamCountView from './team-count/view';
import TimingView from './timing/view';
import TowerCraneView from './tower-crane/view';
import type { WidgetView } from './types';
import VehicleRecordView from './vehicle-record/view';
import VideoView from './video/view';
import VideoMonitorView from './video-monitor/view';
import WeatherClockView from './weather-clock/view';
import WorkTypeCountView from './work-type-count/view';

/**
 * The views of the types whose entry brings none (every type but text and the shapes), in one chunk
 * loaded when a screen first needs one of them: a wall asks for one file rather than one per type and
 * helper, because a page gets six connections to the server and the screen's data calls need them.
 * What a view loads only on demand (ECharts, uPlot, MapLibre, the video players, the camera console)
 * it imports dynamically, so each stays a chunk of its own.
 */
export const LAZY_VIEWS: Partial<Record<WidgetType, WidgetView>> = {
  AreaAttendance: AreaAttendanceView,
  AttendanceLiveChart: AttendanceLiveChartView,
  AttendanceRate: AttendanceRateView,
  VButton: ButtonView,
  VChart: ChartView,
  Clock: ClockView,
  CompanyList: CompanyListView,
  ElectricalStatistics: ElectricalStatisticsView,
  ElectricalWarn: ElectricalWarnView,
  ElectricityChart: ElectricityChartView,
  EntryExitRecord: EntryExitRecordView,
  EnvironmentMonitor: EnvironmentMonitorView,
  Group: GroupView,
  LeakageChart: LeakageChartView,
  Lift: LiftView,
  VMap: MapView,
  Notice: NoticeView,
  OutInLiveChart: OutInLiveChartView,
  PersonCount: PersonCountView,
  Picture: PictureView,
  ProjectInfo: ProjectInfoView,
  ProjectName: ProjectNameView,
  VTable: TableView,
  TeamCount: TeamCountView,
  Timing: TimingView,
  TowerCrane: TowerCraneView,
  VehicleRecord: VehicleRecordView,
  VideoMonitor: VideoMonitorView,
  Video: VideoView,
  WeatherClock: WeatherClockView,
  WorkTypeCount: WorkTypeCountView,
};
