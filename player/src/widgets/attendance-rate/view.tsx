/** @jsxImportSource preact */
import type { AttendanceSummary, WidgetPropValue } from '@site/shared-schema';
import { catalogueCall, useWidgetCall } from '../../data/catalogue';
import { t, widgetTitle } from '../../i18n';
import { num, px } from '../../stage/style';
import { CallContent } from '../shared/CallContent';
import { BAR_FILL, BAR_TRACK } from '../shared/palette';
import { ONE_LINE, SitePanel } from '../shared/SitePanel';
import type { WidgetViewProps } from '../types';

const ATTENDANCE_CALL = catalogueCall('AttendanceRate', 'attendanceCount');

/** A percent with at most two decimals, the bar clamped to 0–100. */
const percentText = (rate: number) => `${Number(rate.toFixed(2))}%`;
const barWidth = (rate: number) => `${Math.min(100, Math.max(0, rate))}%`;

/**
 * AttendanceRate: today's attendance rate at the rate font size under its title at the attendance
 * title font size (seed: 16 and 26), a bar, and how many of the people on the job came. With no
 * call to make (the designer without a project) it shows the rate set in `propValue.rateNum`.
 */
export default function AttendanceRateView({ component }: WidgetViewProps) {
  const call = useWidgetCall<Partial<AttendanceSummary> | null>(ATTENDANCE_CALL, component);
  const style = component.style;
  const idle = !call.loading && call.data === undefined && call.error === null;
  const preset = num((component.propValue as WidgetPropValue | undefined)?.rateNum);
  const rate = idle ? preset : num(call.data?.attendanceRate);
  const body = (
    <div
      class="pw-attendance-rate"
      style={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: '0.4em',
      }}
    >
      <div style={{ fontSize: px(style.titleFontSize), opacity: 0.8 }}>{widgetTitle(component)}</div>
      <div data-rate style={{ fontSize: px(style.rateFontSize), fontWeight: 'bold', lineHeight: 1.1 }}>
        {percentText(rate)}
      </div>
      <div style={{ width: '80%', height: '6px', borderRadius: '3px', background: BAR_TRACK }}>
        <div
          style={{
            width: barWidth(rate),
            height: '100%',
            borderRadius: '3px',
            background: BAR_FILL,
          }}
        />
      </div>
      {call.data ? (
        <div style={{ ...ONE_LINE, maxWidth: '100%', opacity: 0.7 }}>
          {t('attendanceRate.summary', {
            entry: num(call.data.entryPersonAmount),
            onJob: num(call.data.onJobCount),
          })}
        </div>
      ) : null}
    </div>
  );
  return (
    <SitePanel style={style}>
      {idle ? (
        body
      ) : (
        <CallContent call={call} empty={false}>
          {body}
        </CallContent>
      )}
    </SitePanel>
  );
}
