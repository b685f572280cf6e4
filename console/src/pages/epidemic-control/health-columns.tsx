import { Tag, Typography } from '@arco-design/web-react';
import { ABNORMAL_TEMPERATURE, type HealthCodeColor, type NucleicTestResult } from '@site/shared-schema';
import type { TFunction } from 'i18next';
import type { Row } from '../../api/resource-calls';
import type { ColumnOverrides } from '../../resource/columns';

const CODE_COLORS: Record<HealthCodeColor, string> = { GREEN: 'green', YELLOW: 'gold', RED: 'red' };

/** A temperature, in red from the abnormal threshold on. */
function Temperature({ value }: { value: unknown }) {
  if (typeof value !== 'number') return null;
  const abnormal = value >= ABNORMAL_TEMPERATURE;
  return (
    <Typography.Text
      type={abnormal ? 'error' : undefined}
      bold={abnormal}
      data-abnormal={abnormal || undefined}
    >
      {value.toFixed(1)}
    </Typography.Text>
  );
}

/**
 * The health columns of an epidemic list (resource `name`): the code as a tag of its colour (none yet: a
 * grey one), a positive test in red, an abnormal temperature in red.
 */
export function healthColumns(name: string, t: TFunction): ColumnOverrides<Row> {
  return {
    healthCode: {
      render: (value: unknown) => {
        const code = value as HealthCodeColor | '';
        return code ? (
          <Tag color={CODE_COLORS[code]} data-testid="health-code" data-code={code}>
            {t(`${name}.options.healthCode.${code}`)}
          </Tag>
        ) : (
          <Tag data-testid="health-code">{t('epidemic.noHealthCode')}</Tag>
        );
      },
    },
    nucleicTestResult: {
      render: (value: unknown) => {
        const result = value as NucleicTestResult;
        const label = t(`${name}.options.nucleicTestResult.${result}`);
        return result === 'POSITIVE' ? <Tag color="red">{label}</Tag> : label;
      },
    },
    personTemperature: { render: (value: unknown) => <Temperature value={value} /> },
  };
}
