import { Button, Input, InputNumber, Select, Switch } from '@arco-design/web-react';
import { IconDelete, IconPlus } from '@arco-design/web-react/icon';
import {
  type DataSourceRequest,
  defaultRequest,
  REQUEST_METHODS,
  type RequestParamType,
  type ScreenComponent,
} from '@site/shared-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { designerMessage } from '../../messages';
import { type BlockProps, mergeKeyOf } from '../fields/bind';
import { Row } from '../fields/Fields';
import { addParam, checkUrlOnBlur, emptyParams, removeParam, setParam } from './request-rules';

const PARAM_TYPES: readonly Exclude<RequestParamType, ''>[] = ['object', 'array', 'string'];

const requestOf = (component: ScreenComponent): DataSourceRequest => ({
  ...defaultRequest(),
  ...component.request,
});

/** Where the widget reads its data: URL, method, parameters and the timed repeat (seed 001 §3). */
export function DataSourceBlock({ store, component, disabled }: BlockProps) {
  const { t } = useTranslation();
  // The address being typed: the widget calls only an address checked on blur, and one refused stays
  // here, marked, while the document keeps the last good one.
  const [typedUrl, setTypedUrl] = useState<string>();
  const [urlError, setUrlError] = useState<string | null>(null);
  const request = requestOf(component);
  const write = (
    field: string,
    patch: (request: DataSourceRequest) => Partial<DataSourceRequest>,
    commit = false,
  ) => {
    store.updateComponent(
      component.id,
      (current) => {
        const currentRequest = requestOf(current);
        return { ...current, request: { ...currentRequest, ...patch(currentRequest) } };
      },
      { mergeKey: mergeKeyOf(component.id, `request.${field}`) },
    );
    if (commit) store.commitStep();
  };
  const commit = () => store.commitStep();

  const checkUrl = () => {
    if (typedUrl === undefined) return;
    const { url, error } = checkUrlOnBlur(typedUrl);
    setUrlError(error);
    if (error) return;
    setTypedUrl(undefined);
    write('url', () => ({ url }), true);
  };

  return (
    <>
      <Row label={t('designer.panel.url')} error={urlError ? designerMessage(urlError, t) : undefined}>
        <Input
          value={typedUrl ?? request.url}
          status={urlError ? 'error' : undefined}
          placeholder="https://"
          disabled={disabled}
          onChange={setTypedUrl}
          onBlur={checkUrl}
        />
      </Row>
      <Row label={t('designer.panel.method')}>
        <Select
          value={request.method}
          disabled={disabled}
          onChange={(method) => write('method', () => ({ method }), true)}
        >
          {REQUEST_METHODS.map((method) => (
            <Select.Option key={method} value={method}>
              {method}
            </Select.Option>
          ))}
        </Select>
      </Row>
      <Row label={t('designer.panel.paramType')}>
        <Select
          value={request.paramType || undefined}
          placeholder={t('designer.panel.chooseParamType')}
          disabled={disabled}
          onChange={(paramType: RequestParamType) =>
            write('paramType', () => ({ paramType, data: emptyParams(paramType) }), true)
          }
        >
          {PARAM_TYPES.map((type) => (
            <Select.Option key={type} value={type}>
              {t(`designer.panel.paramType_${type}`)}
            </Select.Option>
          ))}
        </Select>
      </Row>
      {request.paramType && (
        <Row label={t('designer.panel.params')}>
          <div className="designer-panel-list">
            {request.data.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a parameter is its position in the list
              <div key={index} className="designer-panel-list-row">
                {typeof item === 'string' ? (
                  <Input
                    size="small"
                    value={item}
                    placeholder={t('designer.panel.paramValue')}
                    disabled={disabled}
                    onChange={(value) =>
                      write(`data.${index}`, (r) => ({ data: setParam(r.data, index, 1, value) }))
                    }
                    onBlur={commit}
                  />
                ) : (
                  <>
                    <Input
                      size="small"
                      value={item[0]}
                      placeholder={t('designer.panel.paramName')}
                      disabled={disabled}
                      onChange={(value) =>
                        write(`data.${index}.name`, (r) => ({ data: setParam(r.data, index, 0, value) }))
                      }
                      onBlur={commit}
                    />
                    <Input
                      size="small"
                      value={item[1]}
                      placeholder={t('designer.panel.paramValue')}
                      disabled={disabled}
                      onChange={(value) =>
                        write(`data.${index}.value`, (r) => ({ data: setParam(r.data, index, 1, value) }))
                      }
                      onBlur={commit}
                    />
                  </>
                )}
                <Button
                  size="mini"
                  icon={<IconDelete />}
                  aria-label={t('designer.panel.remove')}
                  disabled={disabled}
                  onClick={() => write('data.remove', (r) => ({ data: removeParam(r.data, index) }), true)}
                />
              </div>
            ))}
            <Button
              size="mini"
              icon={<IconPlus />}
              disabled={disabled}
              onClick={() => write('data.add', (r) => ({ data: addParam(r.data, r.paramType) }), true)}
            >
              {t('designer.panel.addParam')}
            </Button>
          </div>
        </Row>
      )}
      <Row label={t('designer.panel.repeat')}>
        <Switch
          checked={request.series}
          disabled={disabled}
          onChange={(series) => write('series', () => ({ series }), true)}
        />
      </Row>
      {request.series && (
        <>
          <Row label={t('designer.panel.repeatInterval')}>
            <InputNumber
              value={request.time}
              min={100}
              step={1000}
              suffix="ms"
              disabled={disabled}
              onChange={(time) => write('time', () => ({ time: time ?? 1000 }))}
              onBlur={commit}
            />
          </Row>
          <Row label={t('designer.panel.requestCount')}>
            <InputNumber
              value={request.requestCount}
              min={0}
              step={1}
              precision={0}
              disabled={disabled}
              suffix={request.requestCount === 0 ? t('designer.panel.unlimited') : undefined}
              onChange={(requestCount) => write('requestCount', () => ({ requestCount: requestCount ?? 0 }))}
              onBlur={commit}
            />
          </Row>
        </>
      )}
    </>
  );
}
