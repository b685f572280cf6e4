import { Button, InputNumber, Select, Switch } from '@arco-design/web-react';
import { IconDelete } from '@arco-design/web-react/icon';
import { type Animation, ENTRY_ANIMATIONS, type ScreenComponent } from '@site/shared-schema';
import { useTranslation } from 'react-i18next';
import { type BlockProps, mergeKeyOf } from '../fields/bind';

export function AnimationBlock({ store, component, disabled }: BlockProps) {
  const { t } = useTranslation();
  const animations = component.animations ?? [];
  const write = (field: string, recipe: (list: Animation[]) => Animation[], commit = true) => {
    store.updateComponent(
      component.id,
      (current: ScreenComponent) => ({ ...current, animations: recipe(current.animations ?? []) }),
      { mergeKey: mergeKeyOf(component.id, `animations.${field}`) },
    );
    if (commit) store.commitStep();
  };
  const patch = (index: number, change: Partial<Animation>) => (list: Animation[]) =>
    list.map((item, i) => (i === index ? { ...item, ...change } : item));
  return (
    <div className="designer-panel-list">
      {animations.map((animation, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the list, not entities
        <div key={index} className="designer-panel-list-row">
          <span className="designer-panel-list-name">{animation.label || animation.value}</span>
          <InputNumber
            size="small"
            min={0.1}
            step={0.5}
            suffix="s"
            disabled={disabled}
            value={animation.animationTime ?? 1}
            onChange={(value) => write(`${index}.time`, patch(index, { animationTime: value ?? 1 }), false)}
            onBlur={() => store.commitStep()}
          />
          <Switch
            size="small"
            checkedText={t('designer.panel.loop')}
            uncheckedText={t('designer.panel.loop')}
            disabled={disabled}
            checked={animation.isLoop === true}
            onChange={(isLoop) => write(`${index}.loop`, patch(index, { isLoop }))}
          />
          <Button
            size="mini"
            icon={<IconDelete />}
            aria-label={t('designer.panel.remove')}
            disabled={disabled}
            onClick={() => write('remove', (list) => list.filter((_, i) => i !== index))}
          />
        </div>
      ))}
      <Select
        size="small"
        placeholder={t('designer.panel.addAnimation')}
        disabled={disabled}
        value={undefined}
        onChange={(value: string) =>
          write('add', (list) => [...list, { label: value, value, animationTime: 1, isLoop: false }])
        }
      >
        {ENTRY_ANIMATIONS.map((name) => (
          <Select.Option key={name} value={name}>
            {name}
          </Select.Option>
        ))}
      </Select>
    </div>
  );
}
