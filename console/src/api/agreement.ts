import {
  type AgreementException,
  type AgreementExceptionNotice,
  type AgreementItem,
  type AgreementLockMessage,
  API,
} from '@site/shared-schema';
import { fetchData, fetchMessage } from './http';

export const queryAgreementList = (projectId: string) =>
  fetchData<AgreementItem[]>(API.agreementList, { projectId });

export const queryExceptionNotice = (projectId: string) =>
  fetchData<AgreementExceptionNotice>(API.agreementExceptionNotice, { projectId });

export const queryExceptionList = (projectId: string) =>
  fetchData<AgreementException[]>(API.agreementExceptionList, { projectId });

/** The settings form sent back with the stamp (or empty). */
export const acknowledgeExceptions = (notice: AgreementExceptionNotice) =>
  fetchMessage(API.updateAgreementExceptionNotice, notice);

export const queryLockMessage = (projectId: string) =>
  fetchData<AgreementLockMessage>(API.agreementLockMsg, { projectId });

/** Answers the server's message, shown as a success. */
export const exportLockedPersons = (projectId: string) =>
  fetchMessage(API.exportAgreementLockPerson, { projectId });
