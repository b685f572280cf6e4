import { Button, Spin } from '@arco-design/web-react';
import { IconDownload } from '@arco-design/web-react/icon';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './qr-code.css';

/**
 * A QR code of a text the server answered (tenementBusinessQrCodeGen), drawn here as a PNG a phone can scan,
 * with its name and a download of the picture.
 */
export function QrCodeImage({ name, data, testId }: { name: string; data: string; testId: string }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    // Medium correction keeps the code scannable when printed and stuck on a site board.
    toDataURL(data, { errorCorrectionLevel: 'M', margin: 2, width: 400 })
      .then((made) => live && setUrl(made))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [data]);

  return (
    <figure className="qr-code" data-testid={testId}>
      {url ? <img src={url} alt={name} data-testid={`${testId}-image`} /> : !failed && <Spin />}
      {failed && <span>{t('manageForm.qrFailed')}</span>}
      <figcaption>{name}</figcaption>
      {url && (
        <Button size="small" icon={<IconDownload />} href={url} download={`${name}.png`}>
          {t('manageForm.qrDownload')}
        </Button>
      )}
    </figure>
  );
}
