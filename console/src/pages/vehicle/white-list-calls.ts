import { LPR_WHITE_LIST_RULE_API, type LprWhiteListRule } from '@site/shared-schema';
import { fetchData, fetchMessage } from '../../api/http';

/** The project's whitelist rule (the defaults until saved). */
export const fetchWhiteListRule = (projectId: string) =>
  fetchData<LprWhiteListRule>(LPR_WHITE_LIST_RULE_API.rule, { projectId });

/** Replaces the rule; resolves to the server's message (保存成功). */
export const saveWhiteListRule = (projectId: string, rule: LprWhiteListRule) =>
  fetchMessage(LPR_WHITE_LIST_RULE_API.saveRule, { projectId, ...rule });
