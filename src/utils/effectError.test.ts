import { HttpError } from '@/request';
import { staticFeedback } from '@/utils/feedback';
import { createTestApp } from '@/utils/testing/dvaTestApp';

const errorToast = jest.spyOn(staticFeedback.message, 'error').mockImplementation(() => undefined);

/** A model whose effect fails with whatever the test hands it. */
function failingModel(error: unknown) {
  return {
    namespace: 'probe',
    state: {},
    effects: {
      *fail() {
        yield Promise.resolve();
        throw error;
      },
    },
    reducers: {},
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

let consoleError: jest.SpyInstance;
beforeEach(() => {
  errorToast.mockReset();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

test('an HttpError (already shown by the request layer) is swallowed silently', async () => {
  const app = createTestApp([failingModel(new HttpError(404, 'record not found', undefined))]);
  const rejected = jest.fn();

  app.dispatch({ type: 'probe/fail' }).catch(rejected);
  await tick();

  expect(rejected).not.toHaveBeenCalled();
  expect(errorToast).not.toHaveBeenCalled();
  expect(consoleError).not.toHaveBeenCalled();
  expect(app.getState().loading.effects['probe/fail']).toBe(false);
});

test('any other error is logged and shown once, without rejecting the dispatch', async () => {
  const app = createTestApp([failingModel(new Error('boom'))]);
  const rejected = jest.fn();

  app.dispatch({ type: 'probe/fail' }).catch(rejected);
  await tick();

  expect(rejected).not.toHaveBeenCalled();
  expect(errorToast).toHaveBeenCalledTimes(1);
  expect(errorToast).toHaveBeenCalledWith('boom');
  expect(consoleError).toHaveBeenCalledTimes(1);
});
