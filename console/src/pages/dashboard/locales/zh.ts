/** The device kinds of the dashboard's overview (siteStatistics/projectDeviceData `deviceType`). */
export const dashboardZh = {
  deviceKind: {
    verify: '人脸识别设备',
    monitor: '视频监控',
    ycjz: '扬尘噪音',
    crane: '塔吊',
    elevator: '升降机',
    aep: '配电箱',
    lpr: '车牌识别',
  },
};
