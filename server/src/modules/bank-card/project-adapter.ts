import { desc } from 'drizzle-orm';
import { projectBankCards } from '../../db/schema';
import type { ResourceAdapter } from '../../resource/adapter';

/** The project's accounts: every field of PROJECT_BANK_CARD_RESOURCE as stored. */
export const projectBankCardAdapter: ResourceAdapter = {
  table: projectBankCards,
  id: projectBankCards.id,
  project: projectBankCards.projectId,
  columns: {
    accountName: projectBankCards.accountName,
    bankName: projectBankCards.bankName,
    cardNumber: projectBankCards.cardNumber,
    bankDeposit: projectBankCards.bankDeposit,
    remark: projectBankCards.remark,
  },
  select: (db) =>
    db
      .select({
        bankCardId: projectBankCards.id,
        projectId: projectBankCards.projectId,
        accountName: projectBankCards.accountName,
        bankName: projectBankCards.bankName,
        cardNumber: projectBankCards.cardNumber,
        bankDeposit: projectBankCards.bankDeposit,
        remark: projectBankCards.remark,
        createTime: projectBankCards.createdAt,
      })
      .from(projectBankCards)
      .$dynamic(),
  orderBy: [desc(projectBankCards.createdAt)],
};
