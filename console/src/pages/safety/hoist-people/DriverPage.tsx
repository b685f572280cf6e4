import { CERTIFICATE_END_BEFORE_START, checkCertificateEnd, type ExpiryStatus } from '@site/shared-schema';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../../api/resource-calls';
import type { PageProps } from '../../../app/routing/route-types';
import type { CustomControlProps, FormCheck } from '../../../resource/ResourceForm';
import { ResourcePage } from '../../../resource/ResourcePage';
import { ExpiryTag } from '../../real-name/ExpiryTag';
import { PersonPicker } from '../../real-name/PersonPicker';
import { HOIST_KINDS } from '../hoist/hoist-kinds';
import { hoistDeviceControl } from './HoistDeviceSelect';
import { kindOfParams } from './kinds';

const PERSON_REQUIRED = { personId: { required: true } };
const COLUMNS = {
  expiryStatus: {
    render: (_value: unknown, row: Row) => <ExpiryTag status={row.expiryStatus as ExpiryStatus} />,
  },
};

/** The certificate's end after its issue date, re-checked when either changes (the server checks the same). */
const certificateChecks = (t: TFunction): Record<string, FormCheck> => ({
  certificateEndDate: {
    watch: ['certificateStartDate', 'certificateEndDate'],
    check: (values) =>
      checkCertificateEnd(values) === CERTIFICATE_END_BEFORE_START ? t('hoistPeople.endBeforeStart') : null,
  },
});

/**
 * The drivers of tower cranes or lifts (/safety-construction/{tower-crane,lift}/driver, by the route's
 * selectType): people picked from the roster with their special-work certificate, its expiry status as a
 * coloured tag and a filter, and the crane or lift each drives.
 */
export default function DriverPage({ params }: PageProps) {
  const { t } = useTranslation();
  const kind = kindOfParams(params);
  const { drivers, deviceKey } = HOIST_KINDS[kind];
  const form = useMemo(
    () => ({
      checks: certificateChecks(t),
      controls: {
        personId: (props: CustomControlProps) => <PersonPicker {...props} />,
        [deviceKey]: hoistDeviceControl(kind),
      },
    }),
    [t, kind, deviceKey],
  );
  return <ResourcePage resource={drivers} form={form} overrides={PERSON_REQUIRED} columns={COLUMNS} />;
}
