import { Alert, Button, Message, Modal } from '@arco-design/web-react';
import { CHART_EDITOR_LINES } from '@site/shared-schema';
import type { TFunction } from 'i18next';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChartDataError, parseChartData } from './chart-data';

/** The problem of a refused text, in words that name the place or the array at fault. */
export function describeChartError(t: TFunction, error: ChartDataError): string {
  switch (error.kind) {
    case 'syntax':
      return t('designer.panel.chartErrorSyntax', { line: error.line, column: error.column });
    case 'notTwoArrays':
      return t('designer.panel.chartErrorShape');
    case 'seriesNotArray':
      return t('designer.panel.chartErrorSeriesNotArray');
    case 'xAxisNotArray':
      return t('designer.panel.chartErrorXAxisNotArray');
    case 'seriesItem':
      return t('designer.panel.chartErrorSeriesItem', { index: error.index, item: error.item });
    case 'xAxisItem':
      return t('designer.panel.chartErrorXAxisItem', { index: error.index, item: error.item });
  }
}

/**
 * 数据修改: a JSON editor of 28 lines with line numbers. 更新数据 applies the two arrays and says
 * 更新成功; a refused text stays in the editor with the problem shown above it.
 */
export function ChartDataDialog({
  initialText,
  onApply,
  onClose,
}: {
  initialText: string;
  onApply(series: unknown[], xAxis: unknown[]): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<string | null>(null);
  const gutter = useRef<HTMLPreElement>(null);
  const lineCount = Math.max(CHART_EDITOR_LINES, text.split('\n').length);

  const apply = () => {
    const result = parseChartData(text);
    if (!result.ok) {
      const message = describeChartError(t, result.error);
      setError(message);
      Message.error({ content: message, duration: 3000 });
      return;
    }
    setError(null);
    onApply(result.series, result.xAxis);
    Message.success(t('designer.messages.updated'));
    onClose();
  };

  return (
    <Modal
      visible
      title={t('designer.panel.chartDataTitle')}
      onCancel={onClose}
      style={{ width: 640 }}
      footer={
        <>
          <Button onClick={onClose}>{t('designer.panel.cancel')}</Button>
          <Button type="primary" onClick={apply}>
            {t('designer.panel.chartDataApply')}
          </Button>
        </>
      }
    >
      <p className="designer-panel-hint">{t('designer.panel.chartDataHint')}</p>
      {error && <Alert type="error" content={error} className="designer-json-error" />}
      <div className="designer-json-editor">
        <pre ref={gutter} className="designer-json-gutter" aria-hidden>
          {Array.from({ length: lineCount }, (_, i) => i + 1).join('\n')}
        </pre>
        <textarea
          aria-label={t('designer.panel.chartDataTitle')}
          spellCheck={false}
          rows={CHART_EDITOR_LINES}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onScroll={(event) => {
            if (gutter.current) gutter.current.scrollTop = event.currentTarget.scrollTop;
          }}
        />
      </div>
    </Modal>
  );
}
