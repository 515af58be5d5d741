import { routes } from '@/contract/routes';
import { bindCall } from './bind';

/** Service functions of feature `user`, one per call of src/contract/user.ts. */

/** Send a 6-digit verification code by e-mail. */
export const sendVerifyCode = bindCall(routes.user.sendVerifyCode);

/** Sign in by code (creates the account) or by password. */
export const login = bindCall(routes.user.login);

/** Reset the password with an e-mailed code. */
export const resetPassword = bindCall(routes.user.resetPassword);

/** Delete the current account, confirmed by a code or the password. */
export const deleteAccount = bindCall(routes.user.deleteAccount);

/** Sign out and end the session. */
export const logout = bindCall(routes.user.logout);

/** The current user's profile. */
export const userInfo = bindCall(routes.user.userInfo);

/** Change nickname, avatar or bio. */
export const updateUser = bindCall(routes.user.updateUser);

/** Set or change the password of the signed-in user. */
export const changePassword = bindCall(routes.user.changePassword);

/** Upload a file (avatar images are checked by their bytes). */
export const upload = bindCall(routes.user.upload);
