import { Button, Input, InputNumber, Select } from '@arco-design/web-react';
import { IconDelete, IconPlus } from '@arco-design/web-react/icon';
import { defaultLinkage, type Linkage, type LinkageEvent, type ScreenComponent } from '@site/shared-schema';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../../model';
import { componentName } from '../../widget-names/widget-names';
import { type BlockProps, mergeKeyOf } from '../fields/bind';
import { Row } from '../fields/Fields';
import { highlightComponent } from './highlight';
import {
  addStyle,
  addTarget,
  LINKAGE_STYLE_KEYS,
  removeStyle,
  removeTarget,
  setEvent,
  setStyleKey,
  setStyleValue,
  setTarget,
} from './linkage-rules';

const linkageOf = (component: ScreenComponent): Linkage => ({ ...defaultLinkage(), ...component.linkage });

/** Every component of the canvas, group children included, in z-order. */
function flatten(list: readonly ScreenComponent[]): ScreenComponent[] {
  return list.flatMap((item) =>
    item.component === 'Group' && Array.isArray(item.propValue) ? [item, ...flatten(item.propValue)] : [item],
  );
}

const EVENTS: readonly Exclude<LinkageEvent, ''>[] = ['v-click', 'v-hover'];

/** A click or hover on this component changes the style of the chosen targets for `duration` seconds. */
export function LinkageBlock({ store, component, disabled }: BlockProps) {
  const { t } = useTranslation();
  const components = useEditor(store, (state) => state.doc.componentData);
  const targets = useMemo(
    () => flatten(components).filter((item) => item.id !== component.id),
    [components, component.id],
  );
  const linkage = linkageOf(component);
  // A highlight left by a picker that closed with the panel must not stay on the canvas.
  useEffect(() => () => highlightComponent(null), []);

  const write = (field: string, recipe: (linkage: Linkage) => Linkage, commit = true) => {
    store.updateComponent(component.id, (current) => ({ ...current, linkage: recipe(linkageOf(current)) }), {
      mergeKey: mergeKeyOf(component.id, `linkage.${field}`),
    });
    if (commit) store.commitStep();
  };
  const commit = () => store.commitStep();

  return (
    <>
      <Row label={t('designer.panel.linkageDuration')}>
        <InputNumber
          value={linkage.duration}
          min={0}
          step={0.5}
          suffix="s"
          disabled={disabled}
          onChange={(duration) => write('duration', (l) => ({ ...l, duration: duration ?? 0 }), false)}
          onBlur={commit}
        />
      </Row>
      {linkage.data.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a linkage row is its position in the list
        <div key={index} className="designer-panel-linkage" data-testid="linkage-target">
          <div className="designer-panel-list-row">
            <Select
              size="small"
              showSearch
              value={item.id || undefined}
              placeholder={t('designer.panel.linkageTarget')}
              disabled={disabled}
              aria-label={t('designer.panel.linkageTarget')}
              onChange={(id: string) => {
                highlightComponent(null);
                write(`${index}.id`, (l) => setTarget(l, index, id, targets.find((c) => c.id === id)?.label));
              }}
              onVisibleChange={(visible) => {
                if (!visible) highlightComponent(null);
              }}
              filterOption={(input, option) =>
                String((option as { props?: { children?: unknown } }).props?.children ?? '')
                  .toLowerCase()
                  .includes(input.toLowerCase())
              }
            >
              {targets.map((target) => (
                <Select.Option
                  key={target.id}
                  value={target.id}
                  onMouseEnter={() => highlightComponent(target.id)}
                  onMouseLeave={() => highlightComponent(null)}
                >
                  {componentName(t, target)}
                </Select.Option>
              ))}
            </Select>
            <Select
              size="small"
              value={item.event || undefined}
              disabled={disabled}
              aria-label={t('designer.panel.linkageEvent')}
              onChange={(event: LinkageEvent) => write(`${index}.event`, (l) => setEvent(l, index, event))}
            >
              {EVENTS.map((event) => (
                <Select.Option key={event} value={event}>
                  {t(event === 'v-click' ? 'designer.panel.eventClick' : 'designer.panel.eventHover')}
                </Select.Option>
              ))}
            </Select>
            <Button
              size="mini"
              icon={<IconDelete />}
              aria-label={t('designer.panel.remove')}
              disabled={disabled}
              onClick={() => write('remove', (l) => removeTarget(l, index))}
            />
          </div>
          {item.style.map((entry, styleIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a style pair is its position in the list
            <div key={styleIndex} className="designer-panel-list-row designer-panel-indent">
              <Select
                size="small"
                value={entry.key || undefined}
                placeholder={t('designer.panel.linkageKey')}
                disabled={disabled}
                aria-label={t('designer.panel.linkageKey')}
                onChange={(key: string) =>
                  write(`${index}.${styleIndex}.key`, (l) => setStyleKey(l, index, styleIndex, key))
                }
              >
                {LINKAGE_STYLE_KEYS.map((key) => (
                  <Select.Option key={key} value={key}>
                    {t(`designer.panel.styleKey_${key}`)}
                  </Select.Option>
                ))}
              </Select>
              <Input
                size="small"
                value={String(entry.value ?? '')}
                placeholder={t('designer.panel.linkageValue')}
                disabled={disabled}
                aria-label={t('designer.panel.linkageValue')}
                onChange={(value) =>
                  write(
                    `${index}.${styleIndex}.value`,
                    (l) => setStyleValue(l, index, styleIndex, value),
                    false,
                  )
                }
                onBlur={commit}
              />
              <Button
                size="mini"
                icon={<IconDelete />}
                aria-label={t('designer.panel.remove')}
                disabled={disabled}
                onClick={() => write(`${index}.style.remove`, (l) => removeStyle(l, index, styleIndex))}
              />
            </div>
          ))}
          <Button
            size="mini"
            type="text"
            icon={<IconPlus />}
            disabled={disabled}
            className="designer-panel-indent"
            onClick={() => write(`${index}.style.add`, (l) => addStyle(l, index))}
          >
            {t('designer.panel.addLinkageStyle')}
          </Button>
        </div>
      ))}
      <Button
        size="small"
        icon={<IconPlus />}
        disabled={disabled}
        onClick={() => write('add', (l) => addTarget(l))}
      >
        {t('designer.panel.addLinkageTarget')}
      </Button>
    </>
  );
}
