import { EnvelopeError } from '@/request';
import { findList, render } from '@/services/wallpaper';
import { createTestApp } from '@/utils/testing/dvaTestApp';
import model from './wallpaper';

jest.mock('@/services/wallpaper', () => ({ findList: jest.fn(), render: jest.fn() }));
const findListMock = findList as jest.MockedFunction<typeof findList>;
const renderMock = render as jest.MockedFunction<typeof render>;

const settings = { code: 'x = 1', width: 1920, height: 1080 };
let urls = 0;

beforeEach(() => {
  findListMock.mockReset();
  renderMock.mockReset();
  URL.createObjectURL = jest.fn(() => `blob:preview-${++urls}`);
  URL.revokeObjectURL = jest.fn();
});

test('fetchList sends the page and keeps the gallery', async () => {
  const gallery = { list: [], total: 24, page: 2, pageSize: 8 };
  findListMock.mockResolvedValue({ code: 200, message: 'OK', data: gallery });
  const app = createTestApp([model]);

  await app.dispatch({ type: 'wallpaper/fetchList', payload: { page: 2, pageSize: 8 } });

  expect(findListMock).toHaveBeenCalledWith({ body: { page: 2, pageSize: 8 } });
  expect(app.getState().wallpaper.gallery).toEqual(gallery);
});

test('fetchPreview asks for SVG quietly and replaces the previous preview', async () => {
  renderMock.mockResolvedValue(new Blob(['<svg/>'], { type: 'image/svg+xml' }));
  const app = createTestApp([model]);

  await app.dispatch({ type: 'wallpaper/fetchPreview', payload: settings });
  const first = app.getState().wallpaper.previewUrl;
  await app.dispatch({ type: 'wallpaper/fetchPreview', payload: settings });

  expect(renderMock).toHaveBeenCalledWith({ body: { ...settings, format: 'svg' } }, { display: 0 });
  expect(app.getState().wallpaper.previewUrl).not.toBe(first);
  expect(URL.revokeObjectURL).toHaveBeenCalledWith(first);
});

test('a refused preview keeps the last picture and shows the field message', async () => {
  renderMock.mockResolvedValueOnce(new Blob(['<svg/>']));
  const app = createTestApp([model]);
  await app.dispatch({ type: 'wallpaper/fetchPreview', payload: settings });
  const shown = app.getState().wallpaper.previewUrl;

  renderMock.mockRejectedValueOnce(
    new EnvelopeError({
      code: 422,
      message: 'Please check the form',
      data: { code: 'Code is at most 400 lines' },
    }),
  );
  await app.dispatch({ type: 'wallpaper/fetchPreview', payload: settings });

  expect(app.getState().wallpaper).toMatchObject({
    previewUrl: shown,
    previewError: 'Code is at most 400 lines',
  });
});
