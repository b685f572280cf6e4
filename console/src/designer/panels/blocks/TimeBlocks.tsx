import { DatePicker } from '@arco-design/web-react';
import {
  CLOCK_FORMAT_PATTERNS,
  type ClockFormat,
  TIME_FORMAT_LABELS,
  TIME_TYPE_LABELS,
  type TimeFormat,
  type TimeType,
} from '@site/shared-schema';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { type BlockProps, bindStyle, mergeKeyOf } from '../fields/bind';
import { NumberField, Row, SelectField } from '../fields/Fields';
import { momentFields, momentOf, setValueOf } from './time-rules';

const entries = <K extends number>(labels: Record<K, string>) =>
  (Object.entries(labels) as [string, string][]).map(([value, label]) => ({ value: Number(value), label }));

/** Timing widget: its type (0–3) and the moment or duration it counts from or to. */
export function TimeBlock(props: BlockProps) {
  const { t } = useTranslation();
  const { store, component, disabled } = props;
  const set = setValueOf(component.style.type);
  const moment = momentOf(component.style);
  return (
    <>
      <SelectField
        label={t('designer.panel.timeType')}
        bound={bindStyle(props, 'type')}
        options={entries<TimeType>(TIME_TYPE_LABELS)}
      />
      {set === 'moment' && (
        <Row label={t('designer.panel.setTime')}>
          <DatePicker
            showTime
            allowClear
            disabled={disabled}
            placeholder={t('designer.panel.setTimeNow')}
            value={moment ? dayjs(moment) : undefined}
            onChange={(_, date) =>
              store.updateStyle(component.id, momentFields(date ? date.toDate() : null), {
                mergeKey: mergeKeyOf(component.id, 'style.setTime'),
              })
            }
            onVisibleChange={(visible) => {
              if (!visible) store.commitStep();
            }}
          />
        </Row>
      )}
      {set === 'duration' && (
        <>
          <NumberField label={t('designer.panel.durationDays')} bound={bindStyle(props, 'day')} min={0} />
          <NumberField
            label={t('designer.panel.durationHours')}
            bound={bindStyle(props, 'hour')}
            min={0}
            max={23}
          />
          <NumberField
            label={t('designer.panel.durationMinutes')}
            bound={bindStyle(props, 'minute')}
            min={0}
            max={59}
          />
          <NumberField
            label={t('designer.panel.durationSeconds')}
            bound={bindStyle(props, 'second')}
            min={0}
            max={59}
          />
        </>
      )}
    </>
  );
}

/** Clock widgets: what they show (formats 1–4, when the style has them) and the time pattern. */
export function ClockFormatBlock(props: BlockProps) {
  const { t } = useTranslation();
  const hasFormats = Object.hasOwn(props.component.style, 'formats');
  return (
    <>
      {hasFormats && (
        <SelectField
          label={t('designer.panel.timeFormat')}
          bound={bindStyle(props, 'formats')}
          options={entries<TimeFormat>(TIME_FORMAT_LABELS)}
        />
      )}
      <SelectField
        label={t('designer.panel.clockFormat')}
        bound={{ ...bindStyle(props, 'format'), value: props.component.style.format ?? 0 }}
        options={entries<ClockFormat>(CLOCK_FORMAT_PATTERNS)}
      />
    </>
  );
}
