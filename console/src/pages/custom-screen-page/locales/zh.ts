export const screenPageZh = {
  screenPage: {
    noScreen: '未指定要播放的大屏',
    failed: '大屏加载失败',
    retry: '重试',
    play: '在控制台播放',
  },
};
