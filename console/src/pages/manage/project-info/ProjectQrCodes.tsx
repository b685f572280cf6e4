import { Card, Empty } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { queryBusinessQrCodes } from './project-calls';
import { QrCodeImage } from './QrCodeImage';

/** The project's QR codes (genBusinessInfoQrCodeData); read again after every save, as they carry its data. */
export function ProjectQrCodes({ projectId, version }: { projectId: string; version: number }) {
  const { t } = useTranslation();
  const { data } = useSWR(['project-qr-codes', projectId, version], () => queryBusinessQrCodes(projectId));
  return (
    <Card title={t('projectInfo.qrCodes')} data-testid="project-qr-codes">
      <div className="qr-codes">
        {data?.map((code) => (
          <QrCodeImage
            key={code.qrCodeType}
            name={t(`projectInfo.qrTypes.${code.qrCodeType}`, { defaultValue: code.qrCodeName })}
            data={code.qrCodeData}
            testId={`qr-${code.qrCodeType}`}
          />
        ))}
        {data?.length === 0 && <Empty />}
      </div>
    </Card>
  );
}
