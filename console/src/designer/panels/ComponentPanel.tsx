import { Alert, Collapse, Form } from '@arco-design/web-react';
import { getWidget, type ScreenComponent } from '@site/shared-schema';
import { useTranslation } from 'react-i18next';
import type { EditorStore } from '../model';
import { componentName } from '../widget-names/widget-names';
import { BLOCKS, FALLBACK_PANELS, FOLDED_BLOCKS } from './blocks/registry';

/** The panel of one component: the blocks its catalogue entry lists, in order. */
export function ComponentPanel({ store, component }: { store: EditorStore; component: ScreenComponent }) {
  const { t } = useTranslation();
  const entry = getWidget(component.component);
  const panels = entry?.panels ?? FALLBACK_PANELS;
  const disabled = component.isLock === true;
  return (
    <div className="designer-panel" data-panel-type={entry?.attrPanel ?? 'unknown'}>
      <div className="designer-panel-head">
        <strong>{componentName(t, component)}</strong>
      </div>
      {disabled && <Alert type="warning" content={t('designer.panel.locked')} />}
      {/* key: a newly selected component opens with its own default sections. */}
      <Collapse
        key={component.id}
        bordered={false}
        defaultActiveKey={panels.filter((name) => !FOLDED_BLOCKS.includes(name))}
      >
        {panels.map((name) => {
          const Block = BLOCKS[name];
          return (
            <Collapse.Item key={name} name={name} header={t(`designer.panel.block.${name}`)}>
              <Form layout="vertical" size="small" className="designer-panel-form">
                <Block store={store} component={component} entry={entry} disabled={disabled} />
              </Form>
            </Collapse.Item>
          );
        })}
      </Collapse>
    </div>
  );
}
