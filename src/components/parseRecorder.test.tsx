import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { type AnyAction, createStore } from 'redux';
import type { ParserBody } from '@/contract/text';
import { RECORD_DELAY, useParseRecorder } from './tableInput';

jest.mock('umi', () => jest.requireActual('@/utils/testing/umiRuntime').umiRuntime());

interface State {
  user: { signedIn: boolean };
  loading: { effects: Record<string, boolean> };
}

/** A store that keeps the actions it is sent; `setLoading` plays dva-loading. */
function testStore(signedIn: boolean) {
  const sent: AnyAction[] = [];
  const store = createStore((state: State | undefined, action: AnyAction): State => {
    const current = state ?? { user: { signedIn }, loading: { effects: {} } };
    if (action.type === 'setLoading') {
      return { ...current, loading: { effects: action.payload as Record<string, boolean> } };
    }
    if (!action.type.startsWith('@@')) sent.push(action);
    return current;
  });
  return { store, sent };
}

type Recorder = ReturnType<typeof useParseRecorder>;

function renderRecorder(signedIn = true) {
  const { store, sent } = testStore(signedIn);
  const ref: { current: Recorder | null } = { current: null };
  function Host() {
    ref.current = useParseRecorder();
    return null;
  }
  const wrap = (children: ReactNode) => <Provider store={store}>{children}</Provider>;
  const view = render(wrap(<Host />));
  const recorder = () => ref.current as Recorder;
  return { sent, store, recorder, unmount: view.unmount };
}

const body: ParserBody = { text: 'CREATE TABLE a (id INT);', inputType: 'auto' };
const records = (sent: AnyAction[]) => sent.filter((a) => a.type === 'text/createRecord');

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('a live parse is recorded once the input has been still, and only once', () => {
  const { sent, recorder } = renderRecorder();
  act(() => recorder().offer(body));
  act(() => jest.advanceTimersByTime(RECORD_DELAY - 1));
  expect(records(sent)).toEqual([]);
  // Typing again postpones it.
  act(() => recorder().postpone());
  act(() => jest.advanceTimersByTime(RECORD_DELAY - 1));
  expect(records(sent)).toEqual([]);
  act(() => jest.advanceTimersByTime(1));
  expect(records(sent)).toEqual([{ type: 'text/createRecord', payload: body }]);

  // The same text again (a reopened entry, a second offer) is not sent twice.
  act(() => recorder().offer(body));
  act(() => jest.advanceTimersByTime(RECORD_DELAY));
  expect(records(sent)).toHaveLength(1);
});

test('moving on records at once: generating, leaving the page, hiding the tab', () => {
  const { sent, store, recorder, unmount } = renderRecorder();
  act(() => recorder().offer(body));
  act(() => {
    store.dispatch({ type: 'setLoading', payload: { 'codeGenerate/create': true } });
  });
  expect(records(sent)).toHaveLength(1);

  const next = { ...body, text: 'CREATE TABLE b (id INT);' };
  act(() => recorder().offer(next));
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
  expect(records(sent).map((a) => a.payload.text)).toEqual([body.text, next.text]);

  const last = { ...body, text: 'CREATE TABLE c (id INT);' };
  act(() => recorder().offer(last));
  unmount();
  expect(records(sent).map((a) => a.payload.text)).toEqual([body.text, next.text, last.text]);
});

test('a parse recorded by a click is not sent again; signed out nothing is sent', () => {
  const mine = renderRecorder();
  act(() => mine.recorder().recorded(body));
  act(() => mine.recorder().offer(body));
  act(() => jest.advanceTimersByTime(RECORD_DELAY));
  expect(records(mine.sent)).toEqual([]);

  const anonymous = renderRecorder(false);
  act(() => anonymous.recorder().offer(body));
  act(() => jest.advanceTimersByTime(RECORD_DELAY));
  anonymous.unmount();
  expect(records(anonymous.sent)).toEqual([]);
});
