/**
 * The console's realtime connection (seed 000 §4): started once by the first load, closed when the
 * session's token goes. Pages listen through these hooks instead of opening sockets of their own.
 */
export { AgreementExceptionPush, PROTOCOL_LOG_PATH } from './AgreementExceptionPush';
export {
  configureRealtime,
  connectRealtime,
  disconnectRealtime,
  listenDeviceStatus,
  type RealtimeState,
  realtime,
} from './connection';
export { playerRealtimeSource, useDeviceStatus, useRealtime, useRealtimeChannel } from './hooks';
