/** @jsxImportSource preact */
import { COMPANIES_SHOWN, type ScreenCompany } from '@site/shared-schema';
import { useMemo } from 'preact/hooks';
import { catalogueCall, useWidgetCall } from '../../data/catalogue';
import { widgetTitle } from '../../i18n';
import { CallContent } from '../shared/CallContent';
import { ACCENT } from '../shared/palette';
import { rowsOf, textOf } from '../shared/rows';
import { ONE_LINE, SitePanel } from '../shared/SitePanel';
import type { WidgetViewProps } from '../types';

const COMPANIES_CALL = catalogueCall('CompanyList', 'companies');

/**
 * CompanyList: the participating companies as "company type name: company name", at most four
 * (seed 001 §2, §9), spread over the box; a long name ends in an ellipsis.
 */
export default function CompanyListView({ component }: WidgetViewProps) {
  const call = useWidgetCall(COMPANIES_CALL, component);
  const companies = useMemo(
    () =>
      rowsOf<ScreenCompany>(call.data)
        .slice(0, COMPANIES_SHOWN)
        .map((company, index) => ({
          key: textOf(company.companyId) || String(index),
          type: textOf(company.companyTypeName),
          name: textOf(company.companyName),
        })),
    [call.data],
  );
  return (
    <SitePanel style={component.style} title={widgetTitle(component)}>
      <CallContent call={call} empty={companies.length === 0}>
        <ul
          class="pw-company-list"
          style={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            height: '100%',
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'space-evenly',
          }}
        >
          {companies.map((company) => (
            <li
              key={company.key}
              style={{ ...ONE_LINE, paddingLeft: '0.8em', borderLeft: `3px solid ${ACCENT}` }}
            >
              {company.type ? <span style={{ opacity: 0.7 }}>{company.type}: </span> : null}
              <span>{company.name}</span>
            </li>
          ))}
        </ul>
      </CallContent>
    </SitePanel>
  );
}
