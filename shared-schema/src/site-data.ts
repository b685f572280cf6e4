/**
 * Answers of the site-data calls the wall widgets make (seed 001 §3 and §7, the calls in
 * `WIDGET_CALLS`). Field names are the seed's; where the seed names no field, the choice is ours and
 * says so. The server produces exactly these shapes and the player reads exactly these.
 */

/** `1` entry, `2` exit (seed 000 §9, 001 §9). */
export type EntryExitType = '1' | '2';

/** siteProjectScreen/personCount: people in the site now. Field names not shown in the seed: ours. */
export interface PersonCountData {
  /** Workers and managers in the site now. */
  personCount: number;
  workerCount: number;
  managerCount: number;
}

/** siteStatistics/personDataRate: the attendance summary of today. */
export interface AttendanceSummary {
  onJobCount: number;
  entryPersonAmount: number;
  entryWorkerCount: number;
  entryManagerCount: number;
  inCount: number;
  outCount: number;
  /** Percent, 0 to 100, two decimals at most. */
  attendanceRate: number;
}

/** siteCustomScreen/areaAttendance: one row per area. */
export interface AreaAttendanceRow {
  areaIdList: string[];
  areaName: string;
  sumCount: number;
  inJobCount: number;
  inNum: number;
  outNum: number;
  /** Percent, 0 to 100. */
  rate: number;
}

/** siteProjectScreen/companyData. */
export interface ScreenCompany {
  companyId: string;
  companyTypeName: string;
  companyName: string;
}

/** siteVerifyPersonRecord/listByProject (data.records). */
export interface EntryExitRecord {
  recordId: string;
  recordPhotoUrl: string;
  personName: string;
  teamName: string;
  workerTypeName: string;
  /** Masked for display: 110101********1234. */
  idcardNumber: string;
  entryExitType: EntryExitType;
  entryExitTypeName: string;
  /** YYYY-MM-DD */
  recordDate: string;
  /** YYYY-MM-DD HH:mm:ss */
  recordTime: string;
  deviceName: string;
  personTemperature?: number | null;
  nucleicTestPointName?: string | null;
  nucleicTestTime?: string | null;
}

/** siteLprRecord/queryAccessRecordList (data.records); also what sendLrpEquipmentTimeLog pushes. */
export interface VehicleRecord {
  recordId: string;
  photoUrl: string;
  licensePlate: string;
  /** The fleet (motorcade) name. */
  mcName: string;
  workerTypeName: string;
  /** 1 entry (VEHICLE_DIRECTION_IN), anything else exit; the type is in VEHICLE_TYPES. */
  direction: number;
  /** YYYY-MM-DD HH:mm:ss */
  recognitionTime: string;
}

/** siteProjectScreen/teamData. */
export interface TeamCountRow {
  teamId: string;
  teamName: string;
  personCount: number;
}

/** siteProjectScreen/workerTypeData. */
export interface WorkTypeCountRow {
  teamId: string;
  workTypeName: string;
  personCount: number;
}

/** siteProjectScreen/personInCountChartData and outInChartData: one row per hour of today. */
export interface ChartRow {
  /** 0 to 23. */
  hour: number;
  workerCount: number;
  managerCount: number;
  inCount: number;
  outCount: number;
  verifyCount: number;
}

/** 1 means the reading is past its warning threshold. */
type Warn = 0 | 1;

/** The wind directions an environmental device reports (its `wind`), by compass point, clockwise from north. */
export const WIND_DIRECTIONS = {
  N: '北',
  NE: '东北',
  E: '东',
  SE: '东南',
  S: '南',
  SW: '西南',
  W: '西',
  NW: '西北',
} as const;

export type WindDirection = keyof typeof WIND_DIRECTIONS;

/** The key of a reported name in a catalogue of the names devices and services use; undefined for another. */
function keyOfName<K extends string>(catalogue: Record<K, string>): (name: string) => K | undefined {
  const byName = new Map(Object.entries(catalogue).map(([key, name]) => [name as string, key as K]));
  return (name) => byName.get(name);
}

/** The compass point of a reported direction; undefined for one a device words otherwise. */
export const windDirectionOf = keyOfName<WindDirection>(WIND_DIRECTIONS);

/** The weekdays of a weather report (Weather.week), Sunday first as Date.getDay() counts. */
export const WEATHER_WEEKDAYS = [
  '星期日',
  '星期一',
  '星期二',
  '星期三',
  '星期四',
  '星期五',
  '星期六',
] as const;

/** The skies of a weather report (Weather.wea) as weather services word them, by kind. */
export const WEATHER_SKIES = {
  sunny: '晴',
  cloudy: '多云',
  overcast: '阴',
  shower: '阵雨',
  thunderShower: '雷阵雨',
  lightRain: '小雨',
  moderateRain: '中雨',
  heavyRain: '大雨',
  sleet: '雨夹雪',
  lightSnow: '小雪',
  moderateSnow: '中雪',
  heavySnow: '大雪',
  fog: '雾',
  haze: '霾',
} as const;

export type WeatherSky = keyof typeof WEATHER_SKIES;

/** The kind of a reported sky; undefined for one a service words otherwise. */
export const weatherSkyOf = keyOfName<WeatherSky>(WEATHER_SKIES);

/** siteYcjzDevice/list: environmental (dust and noise) devices with their latest reading. */
export interface EnvironmentReading {
  ycjzDeviceId: string;
  deviceAlias: string;
  tsp: number;
  pm10: number;
  pm25: number;
  noise: number;
  temperature: number;
  humidity: number;
  /** Wind direction, e.g. 东北 (WIND_DIRECTIONS). */
  wind: string;
  windSpeed: number;
  windLv: number;
  barometric: number;
  tspWarn: Warn;
  pm10Warn: Warn;
  pm25Warn: Warn;
  noiseWarn: Warn;
  temperatureWarn: Warn;
  windSpeedWarn: Warn;
  windLvWarn: Warn;
}

/** siteElevatorDevice/queryPageList (data.records). */
export interface ElevatorListItem {
  elevatorDeviceId: string;
  elevatorName: string;
  /** 1 online. */
  deviceStatus: number;
  /** 1 alarm. */
  alarmStatus: number;
}

/** The rated values of a lift. */
export interface ElevatorParam {
  ratedPeopleCnt: number;
  /** 0 single, 1 left, 2 right cage. */
  elevatorType: 0 | 1 | 2;
  ratedHeight: number;
  maxFloor: number;
  minFloor: number;
  /** Tonnes, as the cranes' weights. */
  ratedWeight: number;
  ratedUpSpeed: number;
  ratedDownSpeed: number;
  ratedObliguityX: number;
  ratedObliguityY: number;
  ratedWindSpeed: number;
  ratedWindLevel: number;
}

/** The latest reading of a lift. Field names not shown in the seed: ours. */
export interface ElevatorRealtime {
  height: number;
  floor: number;
  /** Tonnes. */
  weight: number;
  peopleCnt: number;
  speed: number;
  obliguityX: number;
  obliguityY: number;
  windSpeed: number;
  /** YYYY-MM-DD HH:mm:ss */
  time: string;
}

/** siteElevatorDevice/queryDetail: the seed reads the detail under siteElevatorDeviceParam or siteElevatorDevice. */
export interface ElevatorDetail {
  siteElevatorDevice: ElevatorListItem;
  siteElevatorDeviceParam: ElevatorParam;
  lastRealtime: ElevatorRealtime | null;
}

/** siteCraneDevice/queryPageList (data.records). */
export interface CraneListRecord {
  ycjzDeviceId: string;
  craneDeviceId: string;
  craneName: string;
  /** '1' online, otherwise offline. */
  deviceStatus: string;
  /** '1' alarm, otherwise normal. */
  alarmStatus: string;
  towerCapHight: number;
  towerHight: number;
}

/** siteCraneDevice/queryDetail. Units: metres, degrees, percent (moment), m/s, tonnes. */
export interface CraneDetail {
  siteCraneDevice: CraneListRecord & { tcMlMaxScope: number };
  siteCraneDeviceParam: { backArmLength: number; frontArmLength: number };
  lastRealtime: {
    height: number;
    obliguity: number;
    moment: number;
    tcMlMaxScope: number;
    windSpeed: number;
    weight: number;
  } | null;
}

/** siteCraneDevice/queryAlarmErrorData and siteElevatorDevice/queryAlarmErrorData. */
export interface DeviceAlarmCounts {
  alarmDeviceCount: number;
  alarmSumCount: number;
  errorDeviceCount: number;
  errorSumCount: number;
  deviceDataMap: {
    alarmDeviceData: Record<string, number>;
    errorDeviceData: Record<string, number>;
  };
}

/**
 * siteAepDevice/queryElectricityDayData (hours of today in hourDataMap) and queryElectricityMonthData
 * (days of the month in dayDataMap). Map keys: the hour `0`..`23` or the day `YYYY-MM-DD`.
 */
export interface ElectricalStats {
  sumElectricity: number;
  sumLeakageElectricity: number;
  hourDataMap: Record<string, { hourSumElectricity: number; hourSumLeakageElectricity: number }>;
  dayDataMap: Record<string, { daySumElectricity: number; daySumLeakageElectricity: number }>;
  /** Warnings: temperature, current overload, voltage interruption, low voltage, high voltage. */
  tCount: number;
  otCount: number;
  vLCount: number;
  lVCount: number;
  hVCount: number;
  /** Electricity per area name. */
  areaDataMap: Record<string, number>;
}

/** siteMonitorDevice/list and siteMonitorChannel/list, and getPlayPathByProject. */
export interface VideoDevice {
  deviceId: string;
  deviceName: string;
  channelId: string;
  channelName: string;
  playHdLiveUrl: string;
  accessToken: string;
}

/**
 * The camera control form of siteMonitorDevice/startControl and stopControl (seed 001 §3): move is
 * control_type 1 with a direction (CAMERA_DIRECTIONS), stop 2, mirror flip 3 with command 1.
 */
export interface CameraControlForm {
  eq_id?: string;
  deviceId: string;
  channelId: string;
  direction?: number;
  command?: number;
  speed?: number;
  control_type: number;
  businessId: string;
}

/** What startControl and stopControl answer (ours; the seed shows none): the camera's pose after it. */
export interface CameraPose {
  deviceId: string;
  channelId: string;
  /** Degrees 0…360 clockwise from north. */
  pan: number;
  /** Degrees above the horizon. */
  tilt: number;
  zoom: number;
  /** -1 near … 1 far; 0 is sharp. */
  focus: number;
  mirrored: boolean;
  /** The direction of the running move, or null when still. */
  moving: number | null;
}

/** The weather call: the clock widget reads week, tem1 and wea. */
export interface Weather {
  city: string;
  week: string;
  wea: string;
  tem1: string;
  tem2: string;
}

/**
 * siteLprRecord/queryTrainData and queryMotorcadeData: the vehicle overview (seed 001 §3). The seed
 * names the fields; their periods and the form of mcData are ours: "in" counts are vehicles in the site
 * now, the trip sums are today's, dataMap holds the last 7 days keyed `YYYY-MM-DD`.
 */
export interface VehicleOverview {
  /** Fleets with at least one vehicle in the site now. */
  inMcCount: number;
  /** Licence plates in the site now, fleet or not. */
  inLpCount: number;
  /** One row per fleet of the project. */
  mcData: { mcName: string; mcInLpCount: number; mcLpCount: number }[];
  inTrainSumCount: number;
  outTrainSumCount: number;
  dataMap: Record<string, { inTrainCount: number; outTrainCount: number }>;
}
