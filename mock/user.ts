import { userCalls } from '../src/contract/user';
import { demoToken, demoUser } from './_support/fixtures';
import { jsonMock } from './_support/http';

export default {
  ...jsonMock(userCalls.sendVerifyCode, () => ({ resendAfter: 60, validMinutes: 10 })),
  ...jsonMock(userCalls.login, ({ body }) => ({
    token: demoToken,
    user: { ...demoUser, email: body.email },
  })),
  ...jsonMock(userCalls.resetPassword, () => null),
  ...jsonMock(userCalls.deleteAccount, () => null),
  ...jsonMock(userCalls.logout, () => null),
  ...jsonMock(userCalls.userInfo, () => demoUser),
  ...jsonMock(userCalls.updateUser, ({ body }) => ({
    ...demoUser,
    ...(body.nickname !== undefined && { nickname: body.nickname }),
    ...(body.avatar !== undefined && { avatar: body.avatar }),
    ...(body.bio !== undefined && { bio: body.bio }),
  })),
  ...jsonMock(userCalls.changePassword, () => null),
  ...jsonMock(userCalls.upload, (_input, req) => {
    const file = req.files?.[0];
    const name = file?.originalname ?? 'upload.bin';
    return {
      url: `/files/mock/${encodeURIComponent(name)}`,
      name,
      size: file?.size ?? 0,
      mimeType: file?.mimetype ?? 'application/octet-stream',
    };
  }),
};
