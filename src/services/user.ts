import { userCalls } from '@/contract/user';
import { bindCall } from './bind';

/** Service functions of feature `user`, one per call of src/contract/user.ts. */

/** Send a 6-digit verification code by e-mail. */
export const sendVerifyCode = bindCall(userCalls.sendVerifyCode);

/** Sign in by code (creates the account) or by password. */
export const login = bindCall(userCalls.login);

/** Reset the password with an e-mailed code. */
export const resetPassword = bindCall(userCalls.resetPassword);

/** Delete the current account, confirmed by a code or the password. */
export const deleteAccount = bindCall(userCalls.deleteAccount);

/** Sign out and end the session. */
export const logout = bindCall(userCalls.logout);

/** The current user's profile. */
export const userInfo = bindCall(userCalls.userInfo);

/** Change nickname, avatar or bio. */
export const updateUser = bindCall(userCalls.updateUser);

/** Set or change the password of the signed-in user. */
export const changePassword = bindCall(userCalls.changePassword);

/** Upload a file (avatar images are checked by their bytes). */
export const upload = bindCall(userCalls.upload);
