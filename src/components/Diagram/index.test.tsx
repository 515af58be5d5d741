import '@testing-library/jest-dom';
import { Blob as NodeBlob } from 'node:buffer';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { FeedbackProvider } from '@/components/feedback';
import { exampleGenerateBody, type Table } from '@/contract/text';
import textModel from '@/models/text';
import { diagram } from '@/services/text';
import { createTestApp } from '@/utils/testing/dvaTestApp';
import Diagram from '.';

jest.mock('umi', () => jest.requireActual('@/utils/testing/umiRuntime').umiRuntime());
jest.mock('@/services/text');

const fetchDiagram = diagram as jest.MockedFunction<typeof diagram>;
const [table] = exampleGenerateBody.tables;

/** What the server answers, shaped like the engine's output (a table group, an edge). */
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200" viewBox="0 0 400 200">
<g class="edges"><path class="edge edge-inferred" d="M0,0 L10,0" onclick="alert(1)"/></g>
<g class="tables"><g class="table" data-table="user_account"><text>user_account</text></g></g>
<script>window.hacked = true</script></svg>`;

function renderDiagram(tables: Table[]) {
  const app = createTestApp([textModel]);
  render(
    <Provider store={app.store as never}>
      <FeedbackProvider>
        <Diagram tables={tables} />
      </FeedbackProvider>
    </Provider>,
  );
}

// jsdom has no PointerEvent: without one, fireEvent's pointer events carry no coordinates.
beforeAll(() => {
  if (!('PointerEvent' in window))
    Object.defineProperty(window, 'PointerEvent', {
      value: class extends MouseEvent {
        pointerId: number;
        constructor(type: string, init: PointerEventInit = {}) {
          super(type, init);
          this.pointerId = init.pointerId ?? 0;
        }
      },
    });
});

beforeEach(() => {
  fetchDiagram.mockReset();
  // jsdom's Blob cannot be read back (no text()); the browser's and Node's can.
  fetchDiagram.mockResolvedValue(new NodeBlob([SVG], { type: 'image/svg+xml' }) as Blob);
});

test('draws the server’s SVG of the tables, without anything active in it', async () => {
  renderDiagram([table]);
  const canvas = screen.getByTestId('diagram-canvas');
  await waitFor(() => expect(canvas.querySelector('[data-table="user_account"]')).not.toBeNull());
  expect(fetchDiagram).toHaveBeenCalledWith({ body: { tables: [table], format: 'svg' } });
  expect(canvas.querySelector('script')).toBeNull();
  expect(canvas.querySelector('path')?.getAttribute('onclick')).toBeNull();
  expect(screen.getByRole('img', { name: /Entity-relationship diagram of 1 table/ })).toBeTruthy();
});

test('zooms with the buttons and the wheel and pans by dragging', async () => {
  renderDiagram([table]);
  const canvas = screen.getByTestId('diagram-canvas');
  await waitFor(() => expect(canvas.querySelector('svg')).not.toBeNull());
  const before = canvas.style.transform;
  fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
  const zoomed = canvas.style.transform;
  expect(zoomed).not.toBe(before);
  expect(zoomed).toMatch(/scale\(1\.25\)/);
  act(() => {
    screen
      .getByRole('img', { name: /diagram/ })
      .dispatchEvent(new WheelEvent('wheel', { deltaY: 100, bubbles: true }));
  });
  expect(canvas.style.transform).toMatch(/scale\(1\.136/);
  const viewport = screen.getByRole('img', { name: /diagram/ });
  fireEvent.pointerDown(viewport, { clientX: 10, clientY: 10, pointerId: 1 });
  fireEvent.pointerMove(viewport, { clientX: 60, clientY: 40, pointerId: 1 });
  fireEvent.pointerUp(viewport, { pointerId: 1 });
  expect(canvas.style.transform).toMatch(/^translate\(50px, 30px\)/);
});

test('exports the PNG the server draws', async () => {
  const created: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    created.push(blob);
    return 'blob:diagram';
  });
  URL.revokeObjectURL = jest.fn();
  // jsdom cannot follow the download link; the file handed to it is what matters.
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  renderDiagram([table]);
  await waitFor(() => expect(screen.getByRole('button', { name: /PNG/ })).toBeEnabled());
  fetchDiagram.mockResolvedValueOnce(new NodeBlob(['png'], { type: 'image/png' }) as Blob);
  fireEvent.click(screen.getByRole('button', { name: /PNG/ }));
  await waitFor(() =>
    expect(fetchDiagram).toHaveBeenLastCalledWith({ body: { tables: [table], format: 'png' } }),
  );
  await waitFor(() => expect(created.map((b) => b.type)).toEqual(['image/png']));
  expect(click).toHaveBeenCalledTimes(1);
  click.mockRestore();
});

test('does not ask for more tables than a diagram takes', () => {
  renderDiagram(Array.from({ length: 301 }, (_, i) => ({ ...table, tableName: `t${i}` })));
  expect(screen.getByText('301 tables are too many for one diagram (at most 300).')).toBeTruthy();
  expect(fetchDiagram).not.toHaveBeenCalled();
});
