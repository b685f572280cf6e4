import { WIDGET_CALLS } from '../calls';
import { defineWidget, SITE_PANELS, SITE_STYLE } from '../define';

/** Participating companies as "company type name: company name", at most COMPANIES_SHOWN. */
export const companyList = defineWidget({
  type: 'CompanyList',
  label: '参建单位',
  palette: 'site',
  attrPanel: 'common',
  size: { width: 480, height: 260 },
  defaultStyle: { ...SITE_STYLE },
  defaultPropValue: {},
  propKind: 'object',
  resizable: true,
  panels: [...SITE_PANELS],
  dataCalls: [WIDGET_CALLS.companies],
  reducedInMethods: true,
});
