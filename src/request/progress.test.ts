import NProgress from 'nprogress';
import { progressDone, progressStart } from './progress';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

afterEach(() => jest.restoreAllMocks());

test('overlapping calls start the bar once, with the next frame, and finish it when the last ends', async () => {
  const start = jest.spyOn(NProgress, 'start');
  const done = jest.spyOn(NProgress, 'done');
  progressStart();
  progressStart();
  expect(start).not.toHaveBeenCalled();
  await nextFrame();
  expect(start).toHaveBeenCalledTimes(1);
  progressDone();
  expect(done).not.toHaveBeenCalled();
  progressDone();
  expect(done).toHaveBeenCalledTimes(1);
  expect(NProgress.isStarted()).toBe(false);
});

test('calls that all end before the next frame never show the bar', async () => {
  const start = jest.spyOn(NProgress, 'start');
  const done = jest.spyOn(NProgress, 'done');
  progressStart();
  progressDone();
  await nextFrame();
  expect(start).not.toHaveBeenCalled();
  expect(done).not.toHaveBeenCalled();
});

test('a done without a start changes nothing', async () => {
  const start = jest.spyOn(NProgress, 'start');
  progressDone();
  progressStart();
  await nextFrame();
  expect(start).toHaveBeenCalledTimes(1);
  progressDone();
  expect(NProgress.isStarted()).toBe(false);
});
