import * as feedbackService from '@/services/feedback';
import * as issueService from '@/services/issue';
import { createTestApp } from '@/utils/testing/dvaTestApp';
import feedback from './feedback';
import issue from './issue';

jest.mock('@/services/feedback', () => ({ findAll: jest.fn(), save: jest.fn() }));
jest.mock('@/services/issue', () => ({ findAll: jest.fn(), save: jest.fn() }));

/** Feedback and issues behave alike: empty at start, list with an empty body, save then reload. */
describe.each([
  ['feedback', feedback, feedbackService],
  ['issue', issue, issueService],
] as const)('%s model', (namespace, model, service) => {
  const findAllMock = service.findAll as jest.Mock;
  const saveMock = service.save as jest.Mock;

  beforeEach(() => jest.resetAllMocks());

  test('starts empty', () => {
    expect(createTestApp([model]).getState()[namespace]).toEqual({ list: [] });
  });

  test('fetchList sends an empty body and stores the entries', async () => {
    findAllMock.mockResolvedValue({ code: 200, message: 'OK', data: [{ id: '1' }] });
    const app = createTestApp([model]);

    await app.dispatch({ type: `${namespace}/fetchList` });

    expect(findAllMock).toHaveBeenCalledWith({ body: {} });
    expect(app.getState()[namespace].list).toEqual([{ id: '1' }]);
  });

  test('create saves the data object, then reloads the list', async () => {
    saveMock.mockResolvedValue({ code: 200, message: 'OK', data: { id: '2', content: 'Nice' } });
    findAllMock.mockResolvedValue({
      code: 200,
      message: 'OK',
      data: [{ id: '2', content: 'Nice' }],
    });
    const app = createTestApp([model]);

    await app.dispatch({ type: `${namespace}/create`, payload: { content: 'Nice' } });
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(saveMock).toHaveBeenCalledWith({ body: { content: 'Nice' } });
    expect(app.getState()[namespace].list).toEqual([{ id: '2', content: 'Nice' }]);
  });

  test('a rejected save does not reload', async () => {
    saveMock.mockResolvedValue({ code: 422, message: 'Please enter Content', data: {} });
    const app = createTestApp([model]);

    await app.dispatch({ type: `${namespace}/create`, payload: {} });

    expect(findAllMock).not.toHaveBeenCalled();
  });
});
