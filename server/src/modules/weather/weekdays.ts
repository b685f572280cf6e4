/** The weekday names the clock widget shows, Sunday first as Date.getDay() counts. */
export const WEEKDAYS = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];
