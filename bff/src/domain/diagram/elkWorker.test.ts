import { closeLayoutWorker, DiagramTooComplexError, layoutInWorker } from './elkWorker';

const chain = (n: number) => ({
  id: 'root',
  layoutOptions: { 'elk.algorithm': 'layered' },
  children: Array.from({ length: n }, (_, i) => ({ id: `n${i}`, width: 100, height: 50 })),
  edges: Array.from({ length: n - 1 }, (_, i) => ({
    id: `e${i}`,
    sources: [`n${i}`],
    targets: [`n${i + 1}`],
  })),
});

afterAll(() => closeLayoutWorker());

describe('the layout worker', () => {
  it('lays out in a worker thread', async () => {
    const laid = await layoutInWorker(chain(3));
    expect(laid.children?.map((c) => typeof c.x)).toEqual(['number', 'number', 'number']);
  });

  it('gives up on a layout that runs too long with a 422, and the next layout still works', async () => {
    const error = await layoutInWorker(chain(400), 1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DiagramTooComplexError);
    expect(error).toMatchObject({ httpStatus: 422 });
    const laid = await layoutInWorker(chain(2));
    expect(laid.children).toHaveLength(2);
  });

  it('answers a layout queued behind one that timed out with a 503 to try again', async () => {
    const slow = layoutInWorker(chain(400), 1).catch((e: unknown) => e);
    const queued = layoutInWorker(chain(2)).catch((e: unknown) => e);
    expect(await slow).toBeInstanceOf(DiagramTooComplexError);
    expect(await queued).toMatchObject({ httpStatus: 503 });
  });

  it('reports a graph ELK cannot read as an error, not a hang', async () => {
    const bad = {
      id: 'root',
      children: [{ id: 'a' }],
      edges: [{ id: 'e', sources: ['x'], targets: ['a'] }],
    };
    await expect(layoutInWorker(bad)).rejects.toThrow(/Diagram layout failed/);
  });
});
