import { Card, Message, Popconfirm } from '@arco-design/web-react';
import { WX_MANAGER_API, WX_MANAGER_RESOURCE, type WxManagerBinding } from '@site/shared-schema';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { call } from '../../../api/http';
import { session } from '../../../app/store/session';
import { ResourcePage } from '../../../resource/ResourcePage';
import { RowButton } from '../../../resource/RowButton';
import { queryUserProjectQrCode } from '../project-info/project-calls';
import { QrCodeImage } from '../project-info/QrCodeImage';

/** Unbinds one manager (unBindManager), after the confirmation names him. */
function UnbindAction({
  row,
  projectId,
  onDone,
}: {
  row: WxManagerBinding;
  projectId: string;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const unbind = async () => {
    await call(WX_MANAGER_API.unbind, { projectId, bindId: row.bindId });
    Message.success(t('wechatApp.unbound'));
    onDone();
  };
  return (
    <Popconfirm title={t('wechatApp.confirmUnbind', { name: row.managerName })} onOk={unbind}>
      <RowButton danger data-testid={`wx-unbind-${row.bindId}`}>
        {t('wechatApp.unbind')}
      </RowButton>
    </Popconfirm>
  );
}

/**
 * /manage/wechat-app (cSiteAreaManager): the code managers scan in the wechat app to bind themselves to
 * the project (genUserProjectInfoQrCodeData), and the managers bound, searchable and paged, with unbind.
 */
export default function WechatAppPage() {
  const { t } = useTranslation();
  const projectId = session.use((state) => state.projectItem?.projectId) ?? '';
  const { data: code } = useSWR(projectId ? ['user-project-qr', projectId] : null, () =>
    queryUserProjectQrCode(projectId),
  );
  return (
    <div data-testid="wechat-app-page" style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Card title={t('wechatApp.bindCode')}>
        <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
          {code && (
            <QrCodeImage name={t('wechatApp.bindCodeName')} data={code.qrCodeData} testId="qr-USER_PROJECT" />
          )}
          <p style={{ color: 'var(--color-text-2)', maxWidth: 420 }}>{t('wechatApp.bindHint')}</p>
        </div>
      </Card>
      <ResourcePage<WxManagerBinding & Record<string, unknown>>
        resource={WX_MANAGER_RESOURCE}
        rowActions={(row, list) => <UnbindAction row={row} projectId={projectId} onDone={list.reload} />}
      />
    </div>
  );
}
