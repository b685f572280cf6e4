import { CONTRACT_EXPIRING_DAYS, type ExpiryStatus } from '@site/shared-schema';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { personContracts } from '../../db/schema';

const { endDate } = personContracts;

/**
 * A contract's expiry status from today's date, in SQL so that the page's filter, its count and its rows
 * agree: past its end EXPIRED, ending within CONTRACT_EXPIRING_DAYS (today included) EXPIRING, else VALID
 * (a contract without an end date too).
 */
export const expiryStatus: SQL<ExpiryStatus> = sql<ExpiryStatus>`(case
  when ${endDate} is null then 'VALID'
  when ${endDate} < current_date then 'EXPIRED'
  when ${endDate} <= current_date + ${sql.raw(String(CONTRACT_EXPIRING_DAYS))} then 'EXPIRING'
  else 'VALID' end)`;

/**
 * The status as a filter column of the adapter: the block's `eq` filter takes any SQL expression, and the
 * writes never reach it (it is no form field).
 */
export const expiryStatusColumn = expiryStatus as unknown as AnyPgColumn;
