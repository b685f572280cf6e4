import { CONTRACT_EXPIRING_DAYS, type ExpiryStatus } from '@site/shared-schema';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { personContracts } from '../../db/schema';

/**
 * An expiry status from today's date, in SQL so that the page's filter, its count and its rows agree: past
 * its end EXPIRED, ending within `days` (today included) EXPIRING, else VALID (no end date too).
 */
export const expiryStatusOf = (endDate: AnyPgColumn, days: number): SQL<ExpiryStatus> =>
  sql<ExpiryStatus>`(case
  when ${endDate} is null then 'VALID'
  when ${endDate} < current_date then 'EXPIRED'
  when ${endDate} <= current_date + ${sql.raw(String(days))} then 'EXPIRING'
  else 'VALID' end)`;

/** A contract's expiry status, expiring within CONTRACT_EXPIRING_DAYS. */
export const expiryStatus = expiryStatusOf(personContracts.endDate, CONTRACT_EXPIRING_DAYS);

/**
 * The status as a filter column of the adapter: the block's `eq` filter takes any SQL expression, and the
 * writes never reach it (it is no form field).
 */
export const expiryStatusColumn = expiryStatus as unknown as AnyPgColumn;
