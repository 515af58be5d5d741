import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useNearViewport } from './useNearViewport';

/** The browser's IntersectionObserver as far as the hook uses it, driven by the test. */
class ObserverDouble {
  static last: ObserverDouble | null = null;
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    ObserverDouble.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }));
    act(() => this.callback(entries as IntersectionObserverEntry[], this as never));
  }
}

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, 300);
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

afterEach(() => {
  ObserverDouble.last = null;
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

test('false until the element comes within the margin of the viewport, then true for good', () => {
  (window as { IntersectionObserver?: unknown }).IntersectionObserver = ObserverDouble;
  render(<Probe />);
  expect(screen.getByText('far')).toBeInTheDocument();
  const observer = ObserverDouble.last!;
  expect(observer.options.rootMargin).toBe('300px 0px');
  expect(observer.observed).toEqual([screen.getByText('far')]);

  observer.report(false);
  expect(screen.getByText('far')).toBeInTheDocument();
  observer.report(true);
  expect(screen.getByText('near')).toBeInTheDocument();
  // Scrolling away again leaves it rendered; the observer is no longer needed.
  expect(observer.disconnected).toBe(true);
});

test('true at once where the browser has no IntersectionObserver', () => {
  render(<Probe />);
  expect(screen.getByText('near')).toBeInTheDocument();
});
