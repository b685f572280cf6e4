/**
 * The bodies the server publishes on each channel of the catalogue (seed 000 §3–4, 001 §3 and §7). The
 * seeds name the channels and a few fields; where they are silent the shape is ours, built from the
 * site-data answers of shared-schema so a widget can merge a pushed body into what its call answered.
 * Times are 'YYYY-MM-DD HH:mm:ss' in the server's time zone, as in the answers.
 */
import type {
  AepParamStatus,
  AepParams,
  AgreementException,
  CertRecordRow,
  CraneDetail,
  DetailRecordRow,
  ElevatorRealtime,
  EnvironmentReading,
  FaceDeviceLocation,
  FaceDeviceProtocol,
  FaceDeviceSettings,
  PersonRecordRow,
  StrangerRecordRow,
  VehicleRecord,
} from '@site/shared-schema';
import type { OrgTopic, ProjectTopic } from './channels';

/** The kinds of device the simulator (and a device gateway) reports on. Ours: the seeds name none. */
export const DEVICE_TYPES = [
  'ycjz',
  'crane',
  'elevator',
  'aep',
  'lpr',
  'verify',
  'monitor',
  'aiCamera',
  'train',
] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** What every device message carries: which device of which project, and when it reported. */
export interface DeviceMessageBase {
  projectId: string;
  deviceId: string;
  deviceName: string;
  time: string;
}

/** sendLrpEquipmentTimeLog: a passage a plate camera saw, the row the vehicle list prepends. */
export interface VehiclePassageMessage extends VehicleRecord {
  projectId: string;
  /** The plate camera. */
  deviceId: string;
  deviceName: string;
}

/** timeLog of a dust and noise monitor: its new latest reading, as a row of siteYcjzDevice/list. */
export interface EnvironmentTimeLog extends DeviceMessageBase {
  deviceType: 'ycjz';
  reading: EnvironmentReading;
}

/** timeLog of a crane: its new lastRealtime and the alarms the reading raised (empty when none). */
export interface CraneTimeLog extends DeviceMessageBase {
  deviceType: 'crane';
  /** '1' while the reading is past a limit, as `alarmStatus` of the crane list. */
  alarmStatus: string;
  realtime: NonNullable<CraneDetail['lastRealtime']>;
  alarms: string[];
}

/** timeLog of a lift cage: its new lastRealtime and the alarms the reading raised. */
export interface ElevatorTimeLog extends DeviceMessageBase {
  deviceType: 'elevator';
  /** 1 while the reading is past a rated value, as `alarmStatus` of the lift list. */
  alarmStatus: number;
  realtime: ElevatorRealtime;
  alarms: string[];
}

/**
 * timeLog of a face device: an entry or exit it saw, the row siteVerifyPersonRecord/listByProject
 * answers (the seeds have no channel of their own for these).
 */
export interface VerifyTimeLog extends DeviceMessageBase {
  deviceType: 'verify';
  recordKind: 'person';
  record: PersonRecordRow;
}

/** timeLog of an ID-card reader: a passage, the row siteVerifyCertRecord/listByProject answers. */
export interface VerifyCertTimeLog extends DeviceMessageBase {
  deviceType: 'verify';
  recordKind: 'cert';
  record: CertRecordRow;
}

/** timeLog of a face device's recognition (recognised or refused), a row of siteVerifyDetailRecord. */
export interface VerifyDetailTimeLog extends DeviceMessageBase {
  deviceType: 'verify';
  recordKind: 'detail';
  record: DetailRecordRow;
}

/** timeLog of a face nobody on the roster has, a row of siteVerifyStrangerRecord. */
export interface VerifyStrangerTimeLog extends DeviceMessageBase {
  deviceType: 'verify';
  recordKind: 'stranger';
  record: StrangerRecordRow;
}

/** What a face device or an ID-card reader publishes on timeLog, told apart by `recordKind`. */
export type VerifyRecordTimeLog =
  | VerifyTimeLog
  | VerifyCertTimeLog
  | VerifyDetailTimeLog
  | VerifyStrangerTimeLog;

export type TimeLogMessage = EnvironmentTimeLog | CraneTimeLog | ElevatorTimeLog | VerifyRecordTimeLog;

/** sendAepDeviceRealtimeLog: a distribution box's instant reading. */
export interface AepRealtimeLog extends DeviceMessageBase {
  areaName: string;
  /** kWh used since the previous reading. */
  electricity: number;
  /** Leakage current, mA. */
  leakageElectricity: number;
  /** Cabinet temperature, °C. */
  temperature: number;
  /** Phase currents (A) and voltages (V) of phases A, B, C. */
  current: [number, number, number];
  voltage: [number, number, number];
  /**
   * The warnings this reading raised, each also written as a warning event: warnType temperature,
   * overcurrent, voltageLoss, lowVoltage or highVoltage; value the reading (°C, A or V).
   */
  warnings: { warnType: string; value: number }[];
}

/**
 * sendAepDeviceParam: the limits a box checks its readings against, published when the box first reports
 * (commandId '', ACKNOWLEDGED) and for each sending of siteAepDevice/updateParam: PENDING when sent, then
 * ACKNOWLEDGED with the limits the box applied or REFUSED with its reason and the limits it kept.
 */
export interface AepParamMessage extends DeviceMessageBase, AepParams {
  commandId: string;
  paramStatus: AepParamStatus;
  reason: string;
}

/** aiCameraTimeLog: an alarm an AI box raised on a camera's picture, as siteAiBoxAlarmRecord stores it. */
export interface AiCameraEventMessage extends DeviceMessageBase {
  /** e.g. helmet, vest, smoke, intrusion. */
  alarmType: string;
  /** e.g. 未戴安全帽. */
  alarmTypeName: string;
  /** The snapshot the box saved (`/files/...`). */
  photoUrl: string;
}

/** aiCameraData: today's alarms of the project (the stored ones), counted by alarmTypeName. */
export interface AiCameraDataMessage {
  projectId: string;
  time: string;
  total: number;
  countMap: Record<string, number>;
}

/** deviceStatus (org topic): a device went online or offline. */
export interface DeviceStatusMessage extends DeviceMessageBase {
  deviceType: DeviceType;
  /** 1 online, 0 offline. */
  deviceStatus: 0 | 1;
}

/** agreementException: new failed reports of an agreement (seed 000 §3, the socket variant). */
export interface AgreementExceptionMessage extends AgreementException {
  projectId: string;
  /** Failed report logs since the previous push. */
  exceptionLogCount: number;
  /** The kinds of report that failed (operateType values, e.g. PERSON_UPLOAD). */
  logTypeList: string[];
}

/** What a client SENDs to ask about a device of a project (sendGetCameraChannel, remoteOpen). */
export interface DeviceRequest {
  projectId: string;
  deviceId: string;
}

/** The answer on the user's queue: code 200 or the refusal's code and message, as API envelopes say. */
export interface DeviceRequestAnswer {
  deviceId: string;
  code: number;
  message: string;
}

/** sendGetCameraChannel: the channels of a camera or recorder. */
export interface CameraChannelAnswer extends DeviceRequestAnswer {
  channels: Array<{ channelId: string; channelName: string }>;
}

/** remoteOpen: a face device opened its gate. */
export interface RemoteOpenAnswer extends DeviceRequestAnswer {
  /** YYYY-MM-DD HH:mm:ss of the opening; '' when refused. */
  time: string;
}

/**
 * The face-device commands (issue 12 §1): each request names its device (DeviceRequest) and carries its
 * own fields; the answer on the user queue of the same name repeats the deviceId. An offline device is
 * refused at once (code 400, 设备离线…).
 */

/** deviceStore: puts faces on the device, of every person meant for it, of the failed ones or of chosen ones. */
export interface DeviceStoreRequest extends DeviceRequest {
  scope: 'ALL' | 'FAILED' | 'CHOSEN';
  /** For CHOSEN: people of the project meant for the device. */
  personIds?: string[];
}

/** One person's outcome on the device. */
export interface DeviceStoreResult {
  personId: string;
  personName: string;
  syncStatus: 'SYNCED' | 'FAILED';
  /** The device's reason of a failure ('' when synced). */
  reason: string;
}

/**
 * deviceStore answers: first ACCEPTED (with the count), then PROGRESS after each person (done of total,
 * that person's result), then DONE with the counts. A refusal is a single answer with its code.
 */
export interface DeviceStoreAnswer extends DeviceRequestAnswer {
  /** Ties the answers of one sync together. */
  commandId: string;
  phase: 'ACCEPTED' | 'PROGRESS' | 'DONE' | '';
  done: number;
  total: number;
  synced: number;
  failed: number;
  /** The person just handled (PROGRESS); null otherwise. */
  result: DeviceStoreResult | null;
}

export const DEVICE_CONFIG_ACTIONS = ['UPGRADE', 'RESTORE', 'CLEAR_LOGS'] as const;
export type DeviceConfigAction = (typeof DEVICE_CONFIG_ACTIONS)[number];

/** deviceConfig: upgrade the firmware, restore factory settings, or clear the device's logs. */
export interface DeviceConfigRequest extends DeviceRequest {
  action: DeviceConfigAction;
}

export interface DeviceConfigAnswer extends DeviceRequestAnswer {
  action: DeviceConfigAction | '';
  /** The firmware the device runs after the command. */
  firmwareVersion: string;
}

/** deviceSetting: sets FaceDeviceSettings. */
export interface DeviceSettingRequest extends DeviceRequest {
  settings: FaceDeviceSettings;
}
export interface DeviceSettingAnswer extends DeviceRequestAnswer {
  settings: FaceDeviceSettings | null;
}

/** protocolConfigSetting: sets FaceDeviceProtocol. */
export interface ProtocolConfigRequest extends DeviceRequest {
  protocol: FaceDeviceProtocol;
}
export interface ProtocolConfigAnswer extends DeviceRequestAnswer {
  protocol: FaceDeviceProtocol | null;
}

/** locationCoordinateSetting: sets where the device stands. */
export type LocationSettingRequest = DeviceRequest & FaceDeviceLocation;
export interface LocationSettingAnswer extends DeviceRequestAnswer {
  location: FaceDeviceLocation | null;
}

/**
 * getAllUserID: reads the people stored on the device into a VERIFY_DEVICE_PULL_PERSON task. Answered
 * when the task is made (its id); the task centre shows its rows when the device has answered.
 */
export interface PullPersonsAnswer extends DeviceRequestAnswer {
  taskId: string;
}

/** The body of each topic, for typed subscriptions: `ChannelMessage<'timeLog'>`. */
export interface TopicMessages {
  sendLrpEquipmentTimeLog: VehiclePassageMessage;
  timeLog: TimeLogMessage;
  sendAepDeviceRealtimeLog: AepRealtimeLog;
  sendAepDeviceParam: AepParamMessage;
  aiCameraTimeLog: AiCameraEventMessage;
  aiCameraData: AiCameraDataMessage;
  deviceStatus: DeviceStatusMessage;
  agreementException: AgreementExceptionMessage;
}

export type ChannelMessage<T extends ProjectTopic | OrgTopic | 'agreementException'> = TopicMessages[T];
