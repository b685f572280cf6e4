/** @jsxImportSource preact */
import type { PersonCountData } from '@site/shared-schema';
import { catalogueCall, useWidgetCall } from '../../data/catalogue';
import { t, widgetTitle } from '../../i18n';
import { num, px } from '../../stage/style';
import { CallContent } from '../shared/CallContent';
import { FitLine } from '../shared/FitLine';
import { SitePanel } from '../shared/SitePanel';
import type { WidgetViewProps } from '../types';

const PERSON_COUNT_CALL = catalogueCall('PersonCount', 'personCount');

/**
 * PersonCount: people in the site now, in all and as workers and managers. The figures take the
 * title font size, their names the subtitle font size. Three equal columns: a figure or a name too
 * wide for its column shrinks to fit it instead of pushing the next one out of the panel.
 */
export default function PersonCountView({ component }: WidgetViewProps) {
  const call = useWidgetCall<Partial<PersonCountData> | null>(PERSON_COUNT_CALL, component);
  const style = component.style;
  const workers = num(call.data?.workerCount);
  const managers = num(call.data?.managerCount);
  const figures = [
    { label: t('personCount.total'), value: num(call.data?.personCount, workers + managers) },
    { label: t('personCount.workers'), value: workers },
    { label: t('personCount.managers'), value: managers },
  ];
  return (
    <SitePanel style={style} title={widgetTitle(component)}>
      <CallContent call={call} empty={false}>
        <div
          class="pw-person-count"
          style={{
            height: '100%',
            display: 'grid',
            gridTemplateColumns: `repeat(${figures.length}, minmax(0, 1fr))`,
            columnGap: '0.5em',
            alignItems: 'center',
          }}
        >
          {figures.map((figure) => (
            <div key={figure.label} style={{ textAlign: 'center', minWidth: 0 }}>
              <div
                data-figure={figure.label}
                style={{ fontSize: px(style.titleFontSize), fontWeight: 'bold', lineHeight: 1.2 }}
              >
                <FitLine text={String(figure.value)}>
                  {figure.value}
                  <small style={{ fontSize: '0.5em', fontWeight: 'normal', marginLeft: '0.15em' }}>
                    {t('unit.people')}
                  </small>
                </FitLine>
              </div>
              <FitLine text={figure.label} style={{ fontSize: px(style.subTitleFontSize), opacity: 0.7 }}>
                {figure.label}
              </FitLine>
            </div>
          ))}
        </div>
      </CallContent>
    </SitePanel>
  );
}
