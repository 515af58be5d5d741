import * as feedbackService from '@/services/feedback';
import * as issueService from '@/services/issue';
import { createTestApp } from '@/utils/testing/dvaTestApp';
import feedback from './feedback';
import issue from './issue';

jest.mock('@/services/feedback', () => ({ findAll: jest.fn(), save: jest.fn() }));
jest.mock('@/services/issue', () => ({ findAll: jest.fn(), save: jest.fn() }));
jest.mock('@/services/user', () => ({ upload: jest.fn() }));

const page = <T>(list: T[]) => ({ list, total: list.length, page: 1, pageSize: 20 });

/** Feedback and issues behave alike: empty at start, the list with an empty body, a paged answer. */
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
    findAllMock.mockResolvedValue({ code: 200, message: 'OK', data: page([{ id: '1' }]) });
    const app = createTestApp([model]);

    await app.dispatch({ type: `${namespace}/fetchList` });

    expect(findAllMock).toHaveBeenCalledWith({ body: {} });
    expect(app.getState()[namespace].list).toEqual([{ id: '1' }]);
    expect(app.getState()[namespace].total).toBe(1);
  });

  test('create saves the data object and answers the envelope', async () => {
    const answer = { code: 200, message: 'OK', data: { id: '2' } };
    saveMock.mockResolvedValue(answer);
    findAllMock.mockResolvedValue({ code: 200, message: 'OK', data: page([]) });
    const app = createTestApp([model]);

    const res = await app.dispatch({ type: `${namespace}/create`, payload: { content: 'Nice' } });

    expect(saveMock).toHaveBeenCalledWith({ body: { content: 'Nice' } });
    expect(res).toEqual(answer);
  });

  test('a rejected save does not reload', async () => {
    saveMock.mockResolvedValue({ code: 422, message: 'Please enter Content', data: {} });
    const app = createTestApp([model]);

    await app.dispatch({ type: `${namespace}/create`, payload: {} });

    expect(findAllMock).not.toHaveBeenCalled();
  });
});
