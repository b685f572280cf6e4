import { describe, expect, it } from 'vitest';
import { buildReportLogQuery, defaultReportRange, reportTimeRange } from './report-log-rules';

describe('report log date range (seed 001 §5, §9)', () => {
  it('defaults to the last seven days, today included', () => {
    expect(defaultReportRange(new Date(2026, 2, 10, 15, 30))).toEqual(['2026-03-04', '2026-03-10']);
    // Across a month's end.
    expect(defaultReportRange(new Date(2026, 2, 3, 0, 5))).toEqual(['2026-02-25', '2026-03-03']);
  });

  it('sends the start at midnight and the end at 23:59:59 of the chosen end day', () => {
    expect(reportTimeRange(['2026-03-04', '2026-03-10'])).toEqual({
      startTime: '2026-03-04 00:00:00',
      endTime: '2026-03-10 23:59:59',
    });
    expect(reportTimeRange(['2026-03-10', '2026-03-10'])).toEqual({
      startTime: '2026-03-10 00:00:00',
      endTime: '2026-03-10 23:59:59',
    });
  });

  it('clears both times when the range is emptied', () => {
    const cleared = { startTime: undefined, endTime: undefined };
    expect(reportTimeRange(undefined)).toEqual(cleared);
    expect(reportTimeRange(null)).toEqual(cleared);
    expect(reportTimeRange(['', ''])).toEqual(cleared);
    expect(reportTimeRange(['2026-03-04', ''])).toEqual(cleared);
  });
});

describe('report log query', () => {
  const page = { pageNumber: 2, pageSize: 20 };

  it('carries the filters of the form, trimmed, with the range as times', () => {
    expect(
      buildReportLogQuery(
        '3',
        {
          agreementCode: 'HZ_SMZ',
          logType: 'WORKER_ATTENDANCE',
          sourceName: '  张三 ',
          getResultStatus: 0,
          createTime: ['2026-03-04', '2026-03-10'],
        },
        page,
      ),
    ).toEqual({
      businessId: '3',
      pageNumber: 2,
      pageSize: 20,
      agreementCode: 'HZ_SMZ',
      logType: 'WORKER_ATTENDANCE',
      sourceName: '张三',
      getResultStatus: 0,
      startTime: '2026-03-04 00:00:00',
      endTime: '2026-03-10 23:59:59',
    });
  });

  it('leaves out what the form left empty, so the call filters on nothing', () => {
    const query = buildReportLogQuery('3', { sourceName: '  ', createTime: null }, page);
    expect(JSON.parse(JSON.stringify(query))).toEqual({ businessId: '3', pageNumber: 2, pageSize: 20 });
  });
});
