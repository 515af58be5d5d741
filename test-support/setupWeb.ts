import '@testing-library/jest-dom';
import { SIGN_DEFAULTS } from '../config/sign';

Object.assign(globalThis, {
  API_BASE: '',
  FILE_BASE: '/files',
  SIGN_KEY: SIGN_DEFAULTS.key,
  SIGN_IV: SIGN_DEFAULTS.iv,
  APP_ENV: 'test',
});
