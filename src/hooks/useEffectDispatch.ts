import { useCallback } from 'react';
import { useDispatch } from 'umi';

/**
 * Dispatches a model effect and resolves with what the effect returns (dva's promise middleware).
 * A failed effect's promise never settles (docs/frontend.md), so callers only act on results.
 */
export function useEffectDispatch() {
  const dispatch = useDispatch();
  return useCallback(
    <R = void>(type: string, payload?: unknown) =>
      dispatch({ type, payload }) as unknown as Promise<R>,
    [dispatch],
  );
}
