import {
  IN_METHODS,
  IN_METHODS_HIDDEN_FOR_DATA_WIDGETS,
  type MethodOption,
  OUT_METHODS,
  SPEEDS,
  STOP_METHODS,
} from '@site/shared-schema';
import { useTranslation } from 'react-i18next';
import { type BlockProps, bindStyle } from '../fields/bind';
import { NumberField, SelectField } from '../fields/Fields';

const hidden: readonly string[] = IN_METHODS_HIDDEN_FOR_DATA_WIDGETS;

/** How the widget enters, leaves and rests on a wall (the player's in/out/stop methods). */
export function InOutBlock(props: BlockProps) {
  const { t } = useTranslation();
  const choices = (kind: 'in' | 'out' | 'stop', methods: readonly MethodOption[]) =>
    methods.map(({ value }) => ({ value, label: t(`designer.panel.methods.${kind}.${value}`) }));
  const inMethods = props.entry?.reducedInMethods
    ? IN_METHODS.filter((method) => !hidden.includes(method.value))
    : IN_METHODS;
  return (
    <>
      <SelectField
        label={t('designer.panel.inMethod')}
        bound={bindStyle(props, 'inMethod')}
        options={choices('in', inMethods)}
      />
      <SelectField
        label={t('designer.panel.outMethod')}
        bound={bindStyle(props, 'outMethod')}
        options={choices('out', OUT_METHODS)}
      />
      <SelectField
        label={t('designer.panel.stopMethod')}
        bound={bindStyle(props, 'stopMethod')}
        options={choices('stop', STOP_METHODS)}
      />
      <SelectField
        label={t('designer.panel.speed')}
        bound={bindStyle(props, 'speed')}
        options={SPEEDS.map((speed) => ({ value: speed, label: String(speed) }))}
      />
      <NumberField
        label={t('designer.panel.stopTime')}
        bound={bindStyle(props, 'stopTime')}
        min={0}
        step={500}
        suffix="ms"
      />
    </>
  );
}
