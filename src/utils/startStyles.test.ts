import { applyStartStyles, START_STYLES_WAIT_MS } from './startStyles';
import { START_STYLES_ID } from './startStylesId';

function startStylesLink(loaded: boolean): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.id = START_STYLES_ID;
  link.href = '/antd.0123abcd.css';
  link.media = 'print';
  // jsdom fetches no stylesheet: a loaded one is a link with a sheet.
  if (loaded) Object.defineProperty(link, 'sheet', { value: {} });
  document.head.append(link);
  return link;
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('applyStartStyles', () => {
  afterEach(() => document.getElementById(START_STYLES_ID)?.remove());

  it('applies a stylesheet that has already loaded at once', async () => {
    const link = startStylesLink(true);
    await applyStartStyles();
    expect(link.media).toBe('all');
  });

  it('waits for a stylesheet still loading, then applies it', async () => {
    const link = startStylesLink(false);
    const applied = applyStartStyles();
    expect(await settled(applied)).toBe(false);
    expect(link.media).toBe('print');
    link.dispatchEvent(new Event('load'));
    await applied;
    expect(link.media).toBe('all');
  });

  it('lets the app render without it when it fails to load', async () => {
    const link = startStylesLink(false);
    const applied = applyStartStyles();
    link.dispatchEvent(new Event('error'));
    await applied;
    expect(link.media).toBe('print');
  });

  it('lets the app render without it when it is slow, and applies it when it comes', async () => {
    jest.useFakeTimers();
    try {
      const link = startStylesLink(false);
      const applied = applyStartStyles();
      jest.advanceTimersByTime(START_STYLES_WAIT_MS - 1);
      expect(await settled(applied)).toBe(false);
      jest.advanceTimersByTime(1);
      await applied;
      expect(link.media).toBe('print');
      link.dispatchEvent(new Event('load'));
      expect(link.media).toBe('all');
    } finally {
      jest.useRealTimers();
    }
  });

  it('resolves at once on a page without it', async () => {
    expect(await settled(applyStartStyles())).toBe(true);
  });
});
