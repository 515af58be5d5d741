import { z } from 'zod';
import { defineCall, looseObject } from './core';

/** Accounts: sign-in, password, account deletion, profile and uploads (feature key `user`). */

export const emailSchema = z
  .string({ required_error: 'Please enter Email' })
  .trim()
  .min(1, 'Please enter Email')
  .max(254, 'Email is too long')
  .email('Please enter a valid email address');

export const passwordSchema = z
  .string({ required_error: 'Please enter Password' })
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters');

export const verifyCodeSchema = z
  .string({ required_error: 'Please enter Verification code' })
  .regex(/^\d{6}$/, 'The verification code is 6 digits');

export const codePurposeSchema = z.enum(['login', 'reset', 'delete']);
export type CodePurpose = z.infer<typeof codePurposeSchema>;

export const roleSchema = z.enum(['user', 'admin']);
export type Role = z.infer<typeof roleSchema>;

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  bio: z.string(),
  role: roleSchema,
  hasPassword: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const sendVerifyCodeBody = z.object({ email: emailSchema, purpose: codePurposeSchema });
export type SendVerifyCodeBody = z.infer<typeof sendVerifyCodeBody>;
/** Seconds until another code may be asked for, and how long the sent one stays valid. */
export const sendCodeResult = z.object({
  resendAfter: z.number().int().min(0),
  validMinutes: z.number().int().min(1),
});
export type SendCodeResult = z.infer<typeof sendCodeResult>;

/**
 * Sign-in and account deletion take either `code` or `password`, as one object rather than a union,
 * so that validation names the missing field instead of answering "Invalid input".
 */
const codeOrPassword = {
  code: verifyCodeSchema.optional(),
  password: z.string().min(1, 'Please enter Password').max(128).optional(),
};

function requireCodeOrPassword(v: { code?: string; password?: string }, ctx: z.RefinementCtx) {
  if (v.code === undefined && v.password === undefined) {
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      path: ['code'],
      message: 'Please enter Verification code or Password',
    });
  }
}

export const loginBody = z
  .object({ email: emailSchema, ...codeOrPassword })
  .superRefine(requireCodeOrPassword);
export type LoginBody = z.infer<typeof loginBody>;

export const loginResult = z.object({ token: z.string(), user: userSchema });
export type LoginResult = z.infer<typeof loginResult>;

export const resetPasswordBody = z.object({
  email: emailSchema,
  code: verifyCodeSchema,
  password: passwordSchema,
});

export const deleteAccountBody = z.object(codeOrPassword).superRefine(requireCodeOrPassword);
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

/** Set a first password, or change it (then `currentPassword` is required by the server). */
export const changePasswordBody = z.object({
  currentPassword: z.string().max(128).optional(),
  password: passwordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const updateUserBody = z.object({
  nickname: z
    .string()
    .trim()
    .min(1, 'Please enter Nickname')
    .max(32, 'Nickname is at most 32 characters')
    .optional(),
  avatar: z.string().max(512).nullable().optional(),
  bio: z.string().max(500, 'Bio is at most 500 characters').optional(),
});
export type UpdateUserBody = z.infer<typeof updateUserBody>;

export const uploadResult = z.object({
  url: z.string(),
  name: z.string(),
  size: z.number().int().min(0),
  mimeType: z.string(),
});
export type UploadResult = z.infer<typeof uploadResult>;

export const userCalls = {
  sendVerifyCode: defineCall({
    id: 'user.sendVerifyCode',
    method: 'POST',
    path: '/auth/sendVerifyCode',
    summary: 'Send a 6-digit verification code by e-mail',
    body: sendVerifyCodeBody,
    response: sendCodeResult,
    example: { body: { email: 'ada@example.com', purpose: 'login' } },
  }),
  login: defineCall({
    id: 'user.login',
    method: 'POST',
    path: '/auth/login',
    summary: 'Sign in by code (creates the account) or by password',
    body: loginBody,
    response: loginResult,
    example: { body: { email: 'ada@example.com', password: 'correct horse battery' } },
  }),
  resetPassword: defineCall({
    id: 'user.resetPassword',
    method: 'POST',
    path: '/auth/password/reset',
    summary: 'Reset the password with an e-mailed code',
    body: resetPasswordBody,
    response: z.null(),
    example: { body: { email: 'ada@example.com', code: '123456', password: 'new password 1' } },
  }),
  deleteAccount: defineCall({
    id: 'user.deleteAccount',
    method: 'DELETE',
    path: '/auth/delAccount',
    access: 'user',
    summary: 'Delete the current account, confirmed by a code or the password',
    body: deleteAccountBody,
    response: z.null(),
    example: { body: { password: 'correct horse battery' } },
  }),
  logout: defineCall({
    id: 'user.logout',
    method: 'POST',
    path: '/auth/logout',
    summary: 'Sign out and end the session',
    response: z.null(),
  }),
  userInfo: defineCall({
    id: 'user.userInfo',
    method: 'GET',
    path: '/api/userDetail/userInfo',
    access: 'user',
    summary: "The current user's profile",
    response: userSchema,
  }),
  updateUser: defineCall({
    id: 'user.updateUser',
    method: 'PUT',
    path: '/api/userDetail',
    access: 'user',
    summary: 'Change nickname, avatar or bio',
    body: updateUserBody,
    response: userSchema,
    example: { body: { nickname: 'Ada' } },
  }),
  changePassword: defineCall({
    id: 'user.changePassword',
    method: 'PUT',
    path: '/api/userDetail/password',
    access: 'user',
    summary: 'Set or change the password of the signed-in user',
    body: changePasswordBody,
    response: z.null(),
    example: { body: { currentPassword: 'correct horse battery', password: 'new password 1' } },
  }),
  upload: defineCall({
    id: 'user.upload',
    method: 'POST',
    path: '/api/files/upload',
    kind: 'multipart',
    access: 'public',
    summary:
      'Upload a file (signed in), or from anyone a feedback screenshot (purpose screenshot) or an inquiry attachment (purpose inquiry); types are checked by their bytes',
    body: looseObject,
    response: uploadResult,
  }),
};
