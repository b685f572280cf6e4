import { API, type UserInfo } from '@site/shared-schema';
import { fetchData, fetchMessage } from './http';

export const queryCurrentUser = () => fetchData<UserInfo>(API.currentUser);

export interface ProfileUpdate {
  tenementUserId: string;
  tenementUserName: string;
  email: string;
  /** The user's role ids, sent back unchanged (seed 000 §6). */
  roleIdList: string[];
  tenementUserAvatarAttachId?: string;
  tenementUserAvatarPath?: string;
}

/** Answers the server's message, shown as the success toast. */
export const updateProfile = (update: ProfileUpdate) => fetchMessage(API.updateUser, update);

export interface PasswordChange {
  tenementUserId: string;
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const updatePassword = (change: PasswordChange) => fetchMessage(API.updatePassword, change);
