import type { ResourceField } from '@site/shared-schema';
import { maskIdcard } from '../modules/person/idcard';

type MaskKind = NonNullable<ResourceField['masked']>;

/** 13812341234 → 138****1234. */
const maskPhone = (phone: string) =>
  phone.length > 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone;

/** 6222021234567890123 → 6222***********0123. */
const maskBankCard = (card: string) =>
  card.length > 8 ? `${card.slice(0, 4)}${'*'.repeat(card.length - 8)}${card.slice(-4)}` : card;

const MASKS: Record<MaskKind, (value: string) => string> = {
  idcard: maskIdcard,
  phone: maskPhone,
  bankCard: maskBankCard,
};

export const maskValue = (kind: MaskKind, value: string): string => (value ? MASKS[kind](value) : value);
