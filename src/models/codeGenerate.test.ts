import { models } from '@/services/codeGenerate';
import { createTestApp } from '@/utils/testing/dvaTestApp';
import model from './codeGenerate';

jest.mock('@/services/codeGenerate', () => ({ models: jest.fn() }));
const modelsMock = models as jest.MockedFunction<typeof models>;

test('fetchModels stores the configured AI models', async () => {
  const list = [
    { id: 'gpt-4o-mini', name: 'GPT-4o mini', isDefault: true },
    { id: 'qwen', name: 'Qwen', isDefault: false },
  ];
  modelsMock.mockResolvedValue({ code: 200, message: 'OK', data: list });
  const app = createTestApp([model]);

  await app.dispatch({ type: 'codeGenerate/fetchModels' });

  expect(modelsMock).toHaveBeenCalledWith({});
  expect(app.getState().codeGenerate.models).toEqual(list);
  expect(app.getState().loading.effects['codeGenerate/fetchModels']).toBe(false);
});
