/** @jsxImportSource preact */
import { type ScreenComponent, WIDGET_CALLS } from '@site/shared-schema';
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { useWidgetCall } from '../../data/catalogue';
import { type TextKey, t, widgetTitle } from '../../i18n';
import { px } from '../../stage/style';
import type { ElectricalTab } from '../../worker/electrical';
import { CallContent } from './CallContent';
import { ONE_LINE, SitePanel } from './SitePanel';

const CALLS = { day: WIDGET_CALLS.electricityDay, month: WIDGET_CALLS.electricityMonth };
const TABS: readonly { tab: ElectricalTab; label: TextKey }[] = [
  { tab: 'day', label: 'electrical.today' },
  { tab: 'month', label: 'electrical.month' },
];

interface Props {
  component: ScreenComponent;
  /** The content for the open tab's answer. */
  children: (data: unknown, tab: ElectricalTab) => ComponentChildren;
}

/**
 * The frame of the electrical widgets: title, day and month tabs (day first), and the open tab's call
 * in its state. Only the open tab's call is read: the day call's hourDataMap, the month call's dayDataMap.
 */
export function ElectricalPanel({ component, children }: Props) {
  const [tab, setTab] = useState<ElectricalTab>('day');
  const call = useWidgetCall(CALLS[tab], component);
  const style = component.style;
  return (
    <SitePanel style={style}>
      <div style={{ height: '100%', display: 'flex', flexDirection: 'column', gap: '6px' }}>
        {/* In a narrow box the tabs go, together, under the title rather than squeeze it to an ellipsis. */}
        <div
          style={{ flex: 'none', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4px 8px' }}
        >
          <strong style={{ ...ONE_LINE, flex: '1 1 auto', fontSize: px(style.titleFontSize) }}>
            {widgetTitle(component)}
          </strong>
          <span style={{ flex: 'none', display: 'flex', gap: '8px' }}>
            {TABS.map(({ tab: value, label }) => (
              <button
                key={value}
                type="button"
                data-tab={value}
                aria-pressed={tab === value}
                onClick={() => setTab(value)}
                style={{
                  flex: 'none',
                  font: 'inherit',
                  color: 'inherit',
                  cursor: 'pointer',
                  padding: '0 0.75em',
                  lineHeight: 1.8,
                  borderRadius: '4px',
                  border: '1px solid rgba(63,208,255,0.6)',
                  background: tab === value ? 'rgba(31,111,209,0.85)' : 'transparent',
                }}
              >
                {t(label)}
              </button>
            ))}
          </span>
        </div>
        <div style={{ flex: '1 1 auto', minHeight: 0 }}>
          <CallContent call={call} empty={false}>
            {call.data === undefined || call.data === null ? null : children(call.data, tab)}
          </CallContent>
        </div>
      </div>
    </SitePanel>
  );
}
